// What a list's rule must satisfy before it is stored: only lists that fill themselves have one,
// and no rule may lead back to its own list (data spec §7 "doLoopCheck").
import type { RuleTree } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import { findLoop, listIdsNamedBy } from './rule-lists.ts';

/** The lists each rule-filled list's rule names, with `id`'s rule taken as `rule` (it is about to change). */
export async function namedLists(db: Db, id?: number, rule?: RuleTree | null): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('userLists').select(['id', 'rule']).where('rule', 'is not', null).execute();
  const named = new Map(rows.map((row) => [row.id, listIdsNamedBy(row.rule)]));
  if (id !== undefined && rule !== undefined) named.set(id, listIdsNamedBy(rule));
  return named;
}

/** The loop through list `id` (see findLoop), its rule taken as `rule` when given. */
export async function loopThrough(db: Db, id: number, rule?: RuleTree | null): Promise<number[]> {
  return findLoop(id, await namedLists(db, id, rule));
}

/** BAD_REQUEST unless `rule` fits a list with these flags and leads in no loop through `id`. */
export async function assertRuleFits(db: Db, id: number, { dynamic, system, rule }: { dynamic: boolean; system: boolean; rule: RuleTree | null }): Promise<void> {
  if (rule !== null && !dynamic && !system) throw appError('BAD_REQUEST', 'Only a dynamic list has a rule: make the list dynamic or leave the rule out.');
  if (rule === null) return;
  const loop = await loopThrough(db, id, rule);
  if (loop.length > 0) throw appError('BAD_REQUEST', `The rule leads back to this list through lists ${loop.join(' → ')}; a list cannot depend on its own members.`);
}
