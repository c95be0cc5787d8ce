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
export async function createModule(ctx: OperationContext, actor: Actor, { key, slug, name, flags = {} }: NewModule): Promise<Module> {
  assertCan(actor, 'addModules', 'items.modules', {}, 'You may not add modules.');
  const announce = (module: Module) => [{ scope: 'structure' as const, items: [{ kind: 'module' as const, id: module.id }] }];
  return writeSite(ctx, announce, async (trx) => {
    const row = await insertUnique(() => trx.insertInto('modules')
      .values({ key, slug, name, data: JSON.stringify(flags) })
      .returningAll()
      .executeTakeFirstOrThrow(), `Another module already uses the key '${key}' or the slug '${slug}'.`);
    const module: unknown = moduleFromRow(row, []);
    assertMatches<Module>(module, 'module', 'module');
    return module;
  });
}
