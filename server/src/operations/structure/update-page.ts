// Changes a page (POST structure/page/{id}, and one property at a time through
// POST structure/page/{id}/property).
import { pageTarget, type Page, type PageChanges } from '@tessera/schemas';
import type { PageData } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type Change, type OperationContext, type Trx } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';
import { readPage } from './read-page.ts';
import { trimmedName } from './trimmed-name.ts';

/** The page's flags and translations as its row stores them. */
const pageData = ({ type, width, isAbstract, hideFromNav, showOnlyThis, visibleToLists, relatedBlocks, translations }: Page): PageData =>
  ({ type, width, isAbstract, hideFromNav, showOnlyThis, visibleToLists, relatedBlocks, translations });

/** A page may name only lists that exist (BAD_REQUEST naming the first that does not). */
async function assertListsExist(trx: Trx, ids: readonly number[]): Promise<void> {
  const found = new Set((await trx.selectFrom('userLists').select('id').where('id', 'in', ids).execute()).map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw appError('BAD_REQUEST', `visibleToLists: there is no user list ${missing}.`);
}

/**
 * Applies `changes` (the properties given; `revision` is the one the caller saw), bumps the page's
 * revision and announces it; returns the page. Needs manageSettings on the page (NOT_ALLOWED);
 * unknown page → PAGE_NOT_FOUND; another revision → REVISION_CONFLICT; a page that would not match
 * page.schema, or naming a user list that does not exist → BAD_REQUEST naming the field; a slug another page of the module uses → SLUG_TAKEN.
 * Nothing is written on any failure.
 */
export async function updatePage(ctx: OperationContext, actor: Actor, pageId: number, { revision, ...changes }: PageChanges): Promise<Page> {
  const announce = (page: Page): Change[] => [{ scope: 'structure', items: [{ kind: 'page', id: page.id, moduleId: page.moduleId }] }];
  return writeSite(ctx, announce, async (trx) => {
    const locked = await trx.selectFrom('pages').select('moduleId').where('id', '=', pageId).forUpdate().executeTakeFirst();
    assertCan(actor, 'manageSettings', 'items.pages', pageTarget(pageId, locked?.moduleId), 'You may not change the settings of this page.');
    const page = locked && await readPage(trx, pageId);
    if (!page) throw appError('PAGE_NOT_FOUND');
    assertRevision(page.revision ?? 1, revision, 'This page was');
    if (changes.visibleToLists?.length) await assertListsExist(trx, changes.visibleToLists);
    const next: unknown = { ...page, ...changes, ...trimmedName(changes), revision: (page.revision ?? 1) + 1 };
    assertMatches<Page>(next, 'page', 'page');
    await insertUnique(() => trx.updateTable('pages')
      .set((eb) => ({ name: next.name, slug: next.slug, data: JSON.stringify(pageData(next)), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('id', '=', pageId)
      .execute(), `Another page in this module already uses the slug '${next.slug}'.`);
    return next;
  });
}
