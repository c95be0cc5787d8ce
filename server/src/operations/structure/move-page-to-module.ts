// Moves a page to another module (POST structure/module/{origin}/moveChild/{child}/target/{target}).
import { moduleTarget, type Module } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';
import { lockModules } from './lock-modules.ts';
import { readModule } from './read-structure.ts';

export interface PageMove {
  origin: number;
  pageId: number;
  target: number;
}

/**
 * Takes the page out of `origin` (which no longer opens on it by default) and appends it to
 * `target`'s pages; returns both modules. Needs moveChildren on the origin and addChildren on the
 * target (NOT_ALLOWED); unknown origin → MODULE_NOT_FOUND; the same module twice, an unknown
 * target, or a page that is not in the origin → BAD_REQUEST; a slug or key the target's pages use →
 * SLUG_TAKEN. Nothing changes on any failure.
 */
export async function movePageToModule(ctx: OperationContext, actor: Actor, { origin, pageId, target }: PageMove): Promise<Module[]> {
  assertCan(actor, 'moveChildren', 'items.modules', moduleTarget(origin), 'You may not move pages out of this module.');
  assertCan(actor, 'addChildren', 'items.modules', moduleTarget(target), 'You may not add pages to the module you chose.');
  const changes: Change[] = [{ scope: 'structure', items: [{ kind: 'page', id: pageId, moduleId: target }, { kind: 'module', id: origin }, { kind: 'module', id: target }] }];
  return writeSite(ctx, changes, async (trx) => {
    const locked = await lockModules(trx, [origin, target]);
    const from = locked.get(origin);
    if (!from) throw appError('MODULE_NOT_FOUND');
    if (origin === target) throw appError('BAD_REQUEST', `The page is already in module ${target}.`);
    const to = locked.get(target);
    if (!to) throw appError('BAD_REQUEST', `target: there is no module ${target}.`);
    if (!from.childIds.includes(pageId)) throw appError('BAD_REQUEST', `child: page ${pageId} is not in module ${origin}.`);
    await insertUnique(() => trx.updateTable('pages')
      .set((eb) => ({ moduleId: target, revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('id', '=', pageId)
      .execute(), `A page of the module '${to.slug}' already uses this page's slug or key; rename it first.`);
    const now = new Date();
    await trx.updateTable('modules')
      .set((eb) => ({
        childIds: JSON.stringify(from.childIds.filter((id) => id !== pageId)),
        defaultPageId: from.defaultPageId === pageId ? null : from.defaultPageId,
        revision: eb('revision', '+', 1), updatedAt: now,
      }))
      .where('id', '=', origin)
      .execute();
    await trx.updateTable('modules')
      .set((eb) => ({ childIds: JSON.stringify([...to.childIds, pageId]), revision: eb('revision', '+', 1), updatedAt: now }))
      .where('id', '=', target)
      .execute();
    return [(await readModule(trx, origin))!, (await readModule(trx, target))!];
  });
}
