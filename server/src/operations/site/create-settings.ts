// Creates the site's settings: the first write of a site import.
import type { AppSettings } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';

/**
 * Stores `settings` (moduleOrder holding module ids) as the site's settings and returns them.
 * Needs manageSettings on settings (NOT_ALLOWED); settings not matching settings.schema →
 * BAD_REQUEST naming the field. A site has one settings row: a second one fails.
 */
export async function createSettings(ctx: OperationContext, actor: Actor, settings: AppSettings): Promise<AppSettings> {
  assertCan(actor, 'manageSettings', 'settings', {}, 'You may not change the settings of the site.');
  const { revision: _stored, ...data } = settings;
  assertMatches<AppSettings>(data, 'settings', 'settings');
  return writeSite(ctx, [{ scope: 'settings' }, { scope: 'structure' }], async (trx) => {
    const row = await trx.insertInto('settings').values({ data: JSON.stringify(data) }).returning('revision').executeTakeFirstOrThrow();
    return { ...data, revision: row.revision };
  });
}
