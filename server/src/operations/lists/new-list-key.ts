// A key for a list created without one (the lists admin screen names lists by label only).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The label as a key ("Repair café fixers" → "repair-caf-fixers"), or "list" when nothing is left. */
export function keyOfLabel(label: string): string {
  const base = label.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 56).replace(/-+$/, '');
  return base || 'list';
}

/** keyOfLabel(label), with -2, -3… added when another list has it. */
export async function newListKey(db: Db, label: string): Promise<string> {
  const base = keyOfLabel(label);
  const rows = await db.selectFrom('userLists').select('key').where((eb) => eb.or([eb('key', '=', base), eb('key', 'like', sql<string>`${`${base}-`} || '%'`)])).execute();
  const taken = new Set(rows.map((row) => row.key));
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
  return key;
}
