// Sets one property of a module (POST structure/module/{id}/property).
import type { Module, ModulePropertyBody } from '@tessera/schemas';
import type { ModuleFlags } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { readModule } from './read-structure.ts';
import { propertyValue, writeColumns } from './write-property.ts';

/** The module's flags and translations as its row stores them. */
const moduleFlags = ({ isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle, translations }: Module): ModuleFlags =>
  ({ isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle, translations });

/**
 * Sets the property, bumps the module's revision and announces the module as changed; returns
 * the module. Needs manageSettings on the module (NOT_ALLOWED); unknown module →
 * MODULE_NOT_FOUND; another revision than `revision` → REVISION_CONFLICT; a module that would not
 * match module.schema → BAD_REQUEST naming the field; a slug another module uses → SLUG_TAKEN.
 * Nothing is written on any failure.
 */
export async function setModuleProperty(ctx: OperationContext, actor: Actor, moduleId: number, { key, value, revision }: ModulePropertyBody): Promise<Module> {
  assertCan(actor, 'manageSettings', 'items.modules', { subjectId: moduleId }, 'You may not change the settings of this module.');
  const announce = (module: Module): Change[] => [{ scope: 'structure', items: [{ kind: 'module', id: module.id }] }];
  return writeSite(ctx, announce, async (trx) => {
    const locked = await trx.selectFrom('modules').select('id').where('id', '=', moduleId).forUpdate().executeTakeFirst();
    const module = locked && await readModule(trx, moduleId);
    if (!module) throw appError('MODULE_NOT_FOUND');
    assertRevision(module.revision ?? 1, revision, 'This module was');
    const next: unknown = { ...module, [key]: propertyValue(key, value), revision: (module.revision ?? 1) + 1 };
    assertMatches<Module>(next, 'module', 'module');
    const taken = `Another module already uses the slug '${next.slug}'.`;
    await writeColumns(trx, 'modules', moduleId, { name: next.name, slug: next.slug, data: moduleFlags(next) }, taken);
    return next;
  });
}
