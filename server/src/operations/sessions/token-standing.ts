// Which of a session's token generations still work: the current one, and the previous one for a
// short grace period after a refresh (so tabs sharing the session never see a token fail while
// the new one reaches them). Any other generation is a rotated-out token coming back: reuse.
import { sql, type RawBuilder } from 'kysely';

/** How long the previous generation keeps working after a refresh by default (under a minute, as issue 8 asks). */
export const ROTATION_GRACE_MS = 30_000;

/** Where a token stands against its session's current generation. */
export type TokenStanding =
  | { kind: 'current' }
  /** The generation before the current one, still inside its grace period for `graceLeftMs`. */
  | { kind: 'previous'; graceLeftMs: number }
  /** Older, or the previous one after its grace period: a rotated-out token was used again. */
  | { kind: 'rotatedOut' };

/** The standing of a token of `tokenGeneration` in a session at `sessionGeneration` (see graceLeftMs). */
export function tokenStanding(tokenGeneration: number, sessionGeneration: number, graceLeftMs: number | null): TokenStanding {
  if (tokenGeneration === sessionGeneration) return { kind: 'current' };
  if (tokenGeneration === sessionGeneration - 1 && graceLeftMs !== null && graceLeftMs > 0) return { kind: 'previous', graceLeftMs };
  return { kind: 'rotatedOut' };
}

/**
 * SQL for how long the previous generation keeps working, in ms, given the session's `rotatedAt`
 * column and the grace period (null when the session never rotated). Timed by the database's
 * clock, which stamped `rotated_at`.
 */
export function graceLeftMs(rotatedAt: string, graceMs: number): RawBuilder<number | null> {
  return sql<number | null>`(extract(epoch from (${sql.ref(rotatedAt)} - now())) * 1000 + ${graceMs}::float8)::float8`;
}
