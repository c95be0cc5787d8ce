// Creates a page at the end of a module (the site import; later the add-page control).
import type { Page } from '@tessera/schemas';
import { sql } from 'kysely';
import type { PageData } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';
import { pageFromRow } from './rows.ts';

export interface NewPage {
  moduleId: number;
  key: string;
  slug: string;
  name: string;
  data: PageData;
  /** Make it the page the module route opens. */
  isDefault?: boolean;
}

/**
 * Creates the page (without blocks: an empty top-level column), appends it to its module's pages and returns it. Needs
 * addChildren on the module (NOT_ALLOWED); unknown module → MODULE_NOT_FOUND; a page not
 * matching page.schema → BAD_REQUEST naming the field; a key or slug the module uses → SLUG_TAKEN.
 */
export async function createPage(ctx: OperationContext, actor: Actor, page: NewPage): Promise<Page> {
  const [created] = await createPages(ctx, actor, page.moduleId, [page]);
  return created!;
}

/**
 * Creates pages at the end of module `moduleId` in one statement (the CLI's apply creates
 * thousands), in their order; checks and answers as createPage.
 */
export async function createPages(ctx: OperationContext, actor: Actor, moduleId: number, pages: ReadonlyArray<Omit<NewPage, 'moduleId'>>): Promise<Page[]> {
  assertCan(actor, 'addChildren', 'items.modules', { subjectId: moduleId }, 'You may not add pages to this module.');
  if (pages.length === 0) return [];
  const announce = (created: Page[]) => [{
    scope: 'structure' as const,
    items: [...created.map((page) => ({ kind: 'page' as const, id: page.id, moduleId })), { kind: 'module' as const, id: moduleId }],
  }];
  return writeSite(ctx, announce, async (trx) => {
    const rows = await insertUnique(() => trx.insertInto('pages')
      .values(pages.map(({ key, slug, name, data }) => ({ moduleId, key, slug, name, data: JSON.stringify(data), positions: JSON.stringify({ 'col-0': [] }) })))
      .returningAll()
      .execute(), pages.length === 1
      ? `Another page in this module already uses the key '${pages[0]!.key}' or the slug '${pages[0]!.slug}'.`
      : 'Another page in this module already uses one of these keys or slugs.');
    // Rows come back in the order of the values.
    const created = rows.map((row) => {
      const page: unknown = pageFromRow(row, []);
      assertMatches<Page>(page, 'page', 'page');
      return page;
    });
    const defaultPage = rows.find((_, index) => pages[index]!.isDefault);
    const appended = await trx.updateTable('modules')
      .set((eb) => ({
        childIds: sql`child_ids || ${JSON.stringify(rows.map((row) => row.id))}::jsonb`,
        ...(defaultPage && { defaultPageId: defaultPage.id }),
        revision: eb('revision', '+', 1),
        updatedAt: new Date(),
      }))
      .where('id', '=', moduleId)
      .executeTakeFirst();
    if (appended.numUpdatedRows === 0n) throw appError('MODULE_NOT_FOUND');
    return created;
  });
}
