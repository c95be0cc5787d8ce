// The shape a post's media item must have (forms spec §9, post media types and sources): an
// uploaded file (local) of the item's type, or an https address from one of the services. Which
// file types count as image, audio, video or document is decided by the server reading the file's
// content when it was uploaded.
import type { PostMedia, PostMediaSource, PostMediaType } from '../generated/model.ts';

/** The media types each source may give. */
export const MEDIA_TYPES_BY_SOURCE: Readonly<Record<PostMediaSource, readonly PostMediaType[]>> = {
  local: ['image', 'audio', 'video', 'document'],
  youtube: ['video'],
  vimeo: ['video'],
  googleDrive: ['image', 'audio', 'video', 'document', 'link'],
  oneDrive: ['image', 'audio', 'video', 'document', 'link'],
};

/** What is wrong with one media item's shape, or null. */
export function mediaShapeProblem(media: PostMedia): string | null {
  if (!MEDIA_TYPES_BY_SOURCE[media.source].includes(media.type)) return `A ${media.type} cannot come from ${media.source}.`;
  if (media.source === 'local') return media.fileId === undefined ? 'An uploaded media item needs its fileId.' : null;
  if (media.url === undefined) return `A media item from ${media.source} needs its address (url).`;
  return /^https:\/\//i.test(media.url) ? null : 'A media address must start with https://.';
}
