// For tests: everything a structure write may touch, to prove a refused write changed nothing.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The modules, pages, blocks, revert rows and fields tables, row by row, as JSON text. */
export async function structureDump(db: Db): Promise<string> {
  const tables = ['modules', 'pages', 'blocks', 'block_reverts', 'fields'];
  const dumps = [];
  for (const table of tables) {
    const { rows } = await sql<{ dump: unknown }>`select coalesce(jsonb_agg(to_jsonb(t) order by 1), '[]'::jsonb) as dump from ${sql.table(table)} t`.execute(db);
    dumps.push([table, rows[0]?.dump]);
  }
  return JSON.stringify(dumps);
}
