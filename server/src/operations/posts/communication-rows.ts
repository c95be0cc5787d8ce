// Posts and comments as stored and as the API answers them (data spec §3, Comment or post).
import { publicName, type Communication, type PostMedia, type PostMention, type PostScope, type ProfileMeta, type ReactionScores } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import type { Trx } from '../context.ts';
import { readsWholeProfile } from '../profiles/profile-for-reader.ts';
import { privateKeysOf, privateProfileKeys } from '../profiles/private-profile-keys.ts';

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

/**
 * The public names of `accountIds` as `reader` may see them: the first and last names a profile
 * read would show them (private ones left out, as profile-for-reader.ts does), without the rest of
 * the profiles — a page of posts needs only their authors' names.
 */
export async function namesFor(db: Db | Trx, reader: Actor, accountIds: readonly number[]): Promise<Map<number, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db.selectFrom('profiles').select(['accountId'])
    .select(sql<string | null>`data->'profile'->>'firstName'`.as('firstName'))
    .select(sql<string | null>`data->'profile'->>'lastName'`.as('lastName'))
    .select(sql<ProfileMeta>`jsonb_build_object('settings', jsonb_build_object('privacy', data->'meta'->'settings'->'privacy'))`.as('meta'))
    .where('accountId', 'in', accountIds).execute();
  const restricted = rows.some((row) => !readsWholeProfile(reader, row.accountId));
  const schemaPrivate = restricted ? await privateProfileKeys(db as Db) : new Set<string>();
  return new Map(rows.map((row) => {
    const hidden = readsWholeProfile(reader, row.accountId) ? new Set<string>() : privateKeysOf(row.meta, schemaPrivate);
    const shown = { firstName: hidden.has('firstName') ? undefined : row.firstName ?? undefined, lastName: hidden.has('lastName') ? undefined : row.lastName ?? undefined };
    return [row.accountId, publicName(shown, row.accountId)];
  }));
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
