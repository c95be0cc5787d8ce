// What the post blocks (discussion, card wall, user posts) need from the app: the posts calls, the
// live events of a block, the member's grants (for their rights in it), the app's avatar and the
// media URLs. Blocks import nothing of the runtime; without a host the blocks say they cannot show.
import { createContext, useContext, type ComponentType } from 'react';
import type {
  AbuseReport, CommentInput, Communication, CommunicationsQuery, CommunicationsReply, FileInfo, PermissionHolder, PersonData, PostsChangedEvent, ProfileSearchHit, ReactionReply,
  ReportAbuseBody,
} from '@tessera/schemas';

/** The URL of an uploaded file of `kind` (images at a thumbnail width). */
export type FileUrl = (fileId: number, kind: 'image' | 'audio' | 'video' | 'document', width?: number) => string;

export interface PostsHost {
  /** The signed-in member. */
  accountId: number;
  list(blockId: number, query: CommunicationsQuery): Promise<CommunicationsReply>;
  single(id: number): Promise<Communication>;
  write(blockId: number, comment: CommentInput): Promise<Communication>;
  edit(blockId: number, id: number, comment: CommentInput): Promise<Communication>;
  remove(blockId: number, id: number): Promise<void>;
  react(blockId: number, id: number, reactionId: string): Promise<ReactionReply>;
  /** Reports someone else's post or comment to the moderators (blocks/posts/report). */
  report(body: ReportAbuseBody): Promise<AbuseReport>;
  /** Up to `limit` members whose name holds every word of `text` (GET /profile/search), for the mention suggestions; cancelled by `signal`. */
  searchMembers(text: string, limit: number, signal: AbortSignal): Promise<ProfileSearchHit[]>;
  /** Uploads files for a user post (checked by content on the server). */
  upload(files: readonly File[]): Promise<FileInfo[]>;
  /** Hears the block's posts:changed events while the block shows; returns the function that stops. */
  watch(blockId: number, listener: (event: PostsChangedEvent) => void): () => void;
  /** The member's grants, and the module of the page, for their rights in a block (PostBoard). */
  grants: PermissionHolder;
  moduleId: number;
  /**
   * A hook: what makes the URL of an uploaded file, or null until such URLs can be made (members'
   * files need the image access token, fetched when first `needed`).
   */
  useFileUrl(needed: boolean): FileUrl | null;
  Avatar: ComponentType<{ accountId: number; data: PersonData; cssSize: number }>;
  profilePath(accountId: number): string | null;
}

export const PostsHostContext = createContext<PostsHost | null>(null);

export const usePostsHost = (): PostsHost | null => useContext(PostsHostContext);
