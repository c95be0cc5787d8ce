// Sets one property of a module (POST structure/module/{id}/property).
import { isValidModuleSlug, type Module, type ModulePropertyBody } from '@tessera/schemas';
import type { ModuleFlags } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { readModule } from './read-structure.ts';
import { asBoolean, dataWrite, nameWrite, slugWrite, writeProperty, type PropertyWrite } from './write-property.ts';

function moduleWrite({ key, value }: ModulePropertyBody, data: ModuleFlags): PropertyWrite {
  switch (key) {
    case 'name':
      return nameWrite(value);
    case 'slug':
      return slugWrite(value, isValidModuleSlug, 'module');
    case 'hideFromNav':
    case 'hideSubNav':
    case 'isAbstract':
      return dataWrite(data, { [key]: asBoolean(key, value) });
  }
}

/**
 * Sets the property, bumps the module's revision and announces the module as changed; returns
 * the module. Unknown module → MODULE_NOT_FOUND; a slug another module uses → SLUG_TAKEN;
 * nothing is written on any failure.
 */
export function setModuleProperty(ctx: OperationContext, moduleId: number, property: ModulePropertyBody): Promise<Module> {
  const announce = (module: Module): Change[] => [{ scope: 'structure', items: [{ kind: 'module', id: module.id }] }];
  return writeSite(ctx, announce, async (trx) => {
    const row = await trx.selectFrom('modules').select('data').where('id', '=', moduleId).forUpdate().executeTakeFirst();
    if (!row) throw appError('MODULE_NOT_FOUND');
    const taken = `Another module already uses the slug '${String(property.value)}'.`;
    await writeProperty(trx, 'modules', moduleId, moduleWrite(property, row.data), taken);
    const module = await readModule(trx, moduleId);
    if (!module) throw new Error(`Module ${moduleId} vanished while it was locked`);
    return module;
  });
}
