// Sets one property of a page (POST structure/page/{id}/property).
import type { Page, PagePropertyBody } from '@tessera/schemas';
import type { PageData } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { readPage } from './read-page.ts';
import { propertyValue, writeColumns } from './write-property.ts';

/** The page's flags and translations as its row stores them. */
const pageData = ({ type, width, isAbstract, hideFromNav, showOnlyThis, relatedBlocks, translations }: Page): PageData =>
  ({ type, width, isAbstract, hideFromNav, showOnlyThis, relatedBlocks, translations });

/**
 * Sets the property, bumps the page's revision and announces the page as changed; returns the
 * page. Needs manageSettings on the page (NOT_ALLOWED); unknown page → PAGE_NOT_FOUND; another
 * revision than `revision` → REVISION_CONFLICT; a page that would not match page.schema →
 * BAD_REQUEST naming the field; a slug another page of the module uses → SLUG_TAKEN. Nothing is
 * written on any failure.
 */
export async function setPageProperty(ctx: OperationContext, actor: Actor, pageId: number, { key, value, revision }: PagePropertyBody): Promise<Page> {
  assertCan(actor, 'manageSettings', 'items.pages', { subjectId: pageId }, 'You may not change the settings of this page.');
  const announce = (page: Page): Change[] => [{ scope: 'structure', items: [{ kind: 'page', id: page.id, moduleId: page.moduleId }] }];
  return writeSite(ctx, announce, async (trx) => {
    const locked = await trx.selectFrom('pages').select('id').where('id', '=', pageId).forUpdate().executeTakeFirst();
    const page = locked && await readPage(trx, pageId);
    if (!page) throw appError('PAGE_NOT_FOUND');
    assertRevision(page.revision ?? 1, revision, 'This page was');
    const next: unknown = { ...page, [key]: propertyValue(key, value), revision: (page.revision ?? 1) + 1 };
    assertMatches<Page>(next, 'page', 'page');
    const taken = `Another page in this module already uses the slug '${next.slug}'.`;
    await writeColumns(trx, 'pages', pageId, { name: next.name, slug: next.slug, data: pageData(next) }, taken);
    return next;
  });
}
