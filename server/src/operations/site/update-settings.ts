// Changes the site's settings (POST settings/general).
import { languageProblems, type AppSettings } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';

/** What a settings change announces: the keys, and the structure when the module order moved. */
function changesOf(keys: string[]): Change[] {
  return keys.includes('moduleOrder') ? [{ scope: 'settings', keys }, { scope: 'structure' }] : [{ scope: 'settings', keys }];
}

export interface SettingsChange {
  /** Top-level settings to replace (a shallow merge). */
  changes: Readonly<Record<string, unknown>>;
  /** The revision the caller last saw (see assertRevision). */
  revision?: number;
}

/**
 * Replaces the top-level settings named in `changes` and returns the result with its new
 * revision. Needs manageSettings on settings (NOT_ALLOWED); another revision than `revision` →
 * REVISION_CONFLICT; a result that is not valid AppSettings, or breaks a language rule (the
 * default enabled, only enabled languages published) → BAD_REQUEST naming the field. `fallbacks`
 * (a reply's, not a setting) is ignored. Nothing is written on any failure.
 */
export async function updateSettings(ctx: OperationContext, actor: Actor, { changes, revision }: SettingsChange): Promise<AppSettings> {
  assertCan(actor, 'manageSettings', 'settings', {}, 'You may not change the settings of the site.');
  const { revision: _ignored, fallbacks: _replyOnly, ...settingsChanges } = changes;
  return writeSite(ctx, changesOf(Object.keys(settingsChanges)), async (trx) => {
    const row = await trx.selectFrom('settings').select(['data', 'revision']).forUpdate().executeTakeFirstOrThrow();
    assertRevision(row.revision, revision, 'The settings were');
    const settings: unknown = { ...row.data, ...settingsChanges };
    assertMatches<AppSettings>(settings, 'settings', 'settings');
    const [problem] = languageProblems(settings.languages);
    if (problem) throw appError('BAD_REQUEST', `settings${problem.path} ${problem.message}`);
    await trx.updateTable('settings')
      .set((eb) => ({ data: JSON.stringify(settings), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .execute();
    return { ...settings, revision: row.revision + 1 };
  });
}
