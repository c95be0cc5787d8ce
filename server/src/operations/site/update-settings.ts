// Changes the site's settings (POST settings/general).
import type { AppSettings } from '@tessera/schemas';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';

/** What a settings change announces: the keys, and the structure when the module order moved. */
function changesOf(keys: string[]): Change[] {
  return keys.includes('moduleOrder') ? [{ scope: 'settings', keys }, { scope: 'structure' }] : [{ scope: 'settings', keys }];
}

/**
 * Replaces the top-level settings named in `changes` (a shallow merge) and returns the result.
 * When the result is not valid AppSettings it throws BAD_REQUEST naming the field, and nothing
 * is written.
 */
export function updateSettings(ctx: OperationContext, changes: Readonly<Record<string, unknown>>): Promise<AppSettings> {
  return writeSite(ctx, changesOf(Object.keys(changes)), async (trx) => {
    const row = await trx.selectFrom('settings').select('data').forUpdate().executeTakeFirstOrThrow();
    const settings: unknown = { ...row.data, ...changes };
    assertMatches<AppSettings>(settings, 'settings', 'settings');
    await trx.updateTable('settings')
      .set((eb) => ({ data: JSON.stringify(settings), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .execute();
    return settings;
  });
}
