// Changes a module (POST structure/module/{id}, and one property at a time through
// POST structure/module/{id}/property).
import { moduleTarget, type Module, type ModuleChanges } from '@tessera/schemas';
import type { ModuleFlags } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';
import { readModule } from './read-structure.ts';
import { trimmedName } from './trimmed-name.ts';

/** The module's flags and translations as its row stores them. */
const moduleFlags = ({ isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle, translations }: Module): ModuleFlags =>
  ({ isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle, translations });

/**
 * Applies `changes` (the properties given; `revision` is the one the caller saw), bumps the
 * module's revision and announces it; returns the module. Needs manageSettings on the module
 * (NOT_ALLOWED); unknown module → MODULE_NOT_FOUND; another revision → REVISION_CONFLICT; a default
 * page that is not one of the module's, or a module that would not match module.schema →
 * BAD_REQUEST naming the field; a slug another module uses → SLUG_TAKEN. Nothing is written on any
 * failure.
 */
export async function updateModule(ctx: OperationContext, actor: Actor, moduleId: number, { revision, ...changes }: ModuleChanges): Promise<Module> {
  assertCan(actor, 'manageSettings', 'items.modules', moduleTarget(moduleId), 'You may not change the settings of this module.');
  const announce = (module: Module): Change[] => [{ scope: 'structure', items: [{ kind: 'module', id: module.id }] }];
  return writeSite(ctx, announce, async (trx) => {
    const locked = await trx.selectFrom('modules').select('id').where('id', '=', moduleId).forUpdate().executeTakeFirst();
    const module = locked && await readModule(trx, moduleId);
    if (!module) throw appError('MODULE_NOT_FOUND');
    assertRevision(module.revision ?? 1, revision, 'This module was');
    const next: unknown = { ...module, ...changes, ...trimmedName(changes), revision: (module.revision ?? 1) + 1 };
    assertMatches<Module>(next, 'module', 'module');
    if (next.defaultPage != null && !next.childIds.includes(next.defaultPage)) {
      throw appError('BAD_REQUEST', `module/defaultPage: page ${next.defaultPage} is not one of this module's pages.`);
    }
    await insertUnique(() => trx.updateTable('modules')
      .set((eb) => ({
        name: next.name, slug: next.slug, data: JSON.stringify(moduleFlags(next)), defaultPageId: next.defaultPage ?? null,
        revision: eb('revision', '+', 1), updatedAt: new Date(),
      }))
      .where('id', '=', moduleId)
      .execute(), `Another module already uses the slug '${next.slug}'.`);
    return next;
  });
}
