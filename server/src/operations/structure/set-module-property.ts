// Sets one property of a module (POST structure/module/{id}/property): a change of one property.
import type { Module, ModulePropertyBody } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import type { OperationContext } from '../context.ts';
import { updateModule } from './update-module.ts';

/** updateModule with the one property `key` set to `value`: the same checks and errors. */
export function setModuleProperty(ctx: OperationContext, actor: Actor, moduleId: number, { key, value, revision }: ModulePropertyBody): Promise<Module> {
  return updateModule(ctx, actor, moduleId, { [key]: value, revision });
}
