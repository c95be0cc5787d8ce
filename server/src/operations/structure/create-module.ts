// Creates a module without pages (the site import; later the add-module control).
import type { Module } from '@tessera/schemas';
import type { ModuleFlags } from '../../db/schema.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';
import { moduleFromRow } from './rows.ts';

export interface NewModule {
  key: string;
  slug: string;
  name: string;
  flags?: ModuleFlags;
}

/**
 * Creates the module and returns it. Needs addModules on items.modules (NOT_ALLOWED); a module
 * not matching module.schema → BAD_REQUEST naming the field (nothing is kept: the transaction
 * rolls back); a key or slug in use → SLUG_TAKEN.
 */
export async function createModule(ctx: OperationContext, actor: Actor, module: NewModule): Promise<Module> {
  const [created] = await createModules(ctx, actor, [module]);
  return created!;
}

/** Creates modules in one statement (the CLI's apply creates hundreds), in their order; checks and answers as createModule. */
export async function createModules(ctx: OperationContext, actor: Actor, modules: readonly NewModule[]): Promise<Module[]> {
  assertCan(actor, 'addModules', 'items.modules', {}, 'You may not add modules.');
  if (modules.length === 0) return [];
  const announce = (created: Module[]) => [{ scope: 'structure' as const, items: created.map((module) => ({ kind: 'module' as const, id: module.id })) }];
  return writeSite(ctx, announce, async (trx) => {
    const rows = await insertUnique(() => trx.insertInto('modules')
      .values(modules.map(({ key, slug, name, flags = {} }) => ({ key, slug, name, data: JSON.stringify(flags) })))
      .returningAll()
      .execute(), modules.length === 1
      ? `Another module already uses the key '${modules[0]!.key}' or the slug '${modules[0]!.slug}'.`
      : 'Another module already uses one of these keys or slugs.');
    // Rows come back in the order of the values.
    return rows.map((row) => {
      const module: unknown = moduleFromRow(row, []);
      assertMatches<Module>(module, 'module', 'module');
      return module;
    });
  });
}
