// Posts and comments as stored and as the API answers them (data spec §3, Comment or post).
import { publicName, type Communication, type PostMedia, type PostMention, type PostScope, type ReactionScores } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import type { Trx } from '../context.ts';
import { readProfiles } from '../profiles/read-profiles.ts';

export const COMMUNICATION_COLUMNS = [
  'id', 'blockId', 'parentId', 'rootId', 'scope', 'fromAccountId', 'title', 'html', 'mentions', 'media',
  'score', 'reactionScores', 'replyCount', 'createdAt', 'updatedAt', 'editedAt',
] as const;

export interface CommunicationRow {
  id: number;
  blockId: number;
  parentId: number | null;
  rootId: number | null;
  scope: PostScope;
  fromAccountId: number;
  title: string | null;
  html: string;
  mentions: PostMention[];
  media: PostMedia[];
  score: number;
  reactionScores: ReactionScores;
  replyCount: number;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
}

/** The post a row belongs to: itself for a post, its thread's post for a comment. */
export const threadOf = (row: Pick<CommunicationRow, 'id' | 'rootId'>): number => row.rootId ?? row.id;

/** What the reader sees of each row's author, and which reactions the reader gave. */
export interface ReaderView {
  names: ReadonlyMap<number, string>;
  reactions: ReadonlyMap<number, string[]>;
  readerId: number | null;
}

export function communicationOf(row: CommunicationRow, view: ReaderView): Communication {
  return {
    id: row.id, targetId: row.blockId, parentId: row.parentId, scope: row.scope,
    from: row.fromAccountId, fromName: view.names.get(row.fromAccountId) ?? String(row.fromAccountId), own: row.fromAccountId === view.readerId,
    title: row.title, message: row.html, media: row.media, mentions: row.mentions,
    meta: { score: row.score, reactionScores: row.reactionScores },
    userReactions: view.reactions.get(row.id) ?? [],
    children: row.replyCount,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(), edited: row.editedAt !== null,
  };
}

/** The public names of `accountIds` as `reader` may see them. */
export async function namesFor(db: Db | Trx, reader: Actor, accountIds: readonly number[]): Promise<Map<number, string>> {
  const profiles = await readProfiles(db as Db, reader, accountIds);
  return new Map(profiles.map((profile) => [profile.accountId, publicName(profile.data.profile, profile.accountId)]));
}

/** The reactions `accountId` gave to each of `ids`. */
export async function reactionsOf(db: Db | Trx, accountId: number | null, ids: readonly number[]): Promise<Map<number, string[]>> {
  const reactions = new Map<number, string[]>();
  if (accountId === null || ids.length === 0) return reactions;
  const rows = await db.selectFrom('communicationReactions').select(['communicationId', 'reactionId'])
    .where('accountId', '=', accountId).where('communicationId', 'in', ids).orderBy('createdAt').execute();
  for (const row of rows) reactions.set(row.communicationId, [...(reactions.get(row.communicationId) ?? []), row.reactionId]);
  return reactions;
}

/** `rows` as `reader` sees them. */
export async function communicationsFor(db: Db | Trx, reader: Actor, rows: readonly CommunicationRow[]): Promise<Communication[]> {
  const [names, reactions] = await Promise.all([
    namesFor(db, reader, [...new Set(rows.map((row) => row.fromAccountId))]),
    reactionsOf(db, reader.accountId, rows.map((row) => row.id)),
  ]);
  return rows.map((row) => communicationOf(row, { names, reactions, readerId: reader.accountId }));
}

/** A live post or comment of block `blockId` (any block when left out), or undefined. */
export function liveCommunication(db: Db | Trx, id: number, blockId?: number) {
  let query = db.selectFrom('communications').select(COMMUNICATION_COLUMNS).where('id', '=', id).where('deletedAt', 'is', null);
  if (blockId !== undefined) query = query.where('blockId', '=', blockId);
  return query.executeTakeFirst();
}
