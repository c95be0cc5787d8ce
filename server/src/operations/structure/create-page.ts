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
export async function createPage(ctx: OperationContext, actor: Actor, { moduleId, ...page }: NewPage): Promise<Page> {
  const [created] = await createPages(ctx, actor, [{ moduleId, pages: [page] }]);
  return created!;
}

/** Pages to append to one module, in their order. */
export interface ModulePages {
  moduleId: number;
  pages: ReadonlyArray<Omit<NewPage, 'moduleId'>>;
}

/**
 * Creates pages at the end of their modules, all in one statement and the modules updated in
 * one more (the CLI's apply creates thousands in hundreds of modules); checks and answers as
 * createPage. Returns the pages in the order given.
 */
export async function createPages(ctx: OperationContext, actor: Actor, groups: readonly ModulePages[]): Promise<Page[]> {
  for (const { moduleId } of groups) assertCan(actor, 'addChildren', 'items.modules', { subjectId: moduleId }, 'You may not add pages to this module.');
  const values = groups.flatMap(({ moduleId, pages }) => pages.map((page) => ({ moduleId, ...page })));
  if (values.length === 0) return [];
  const announce = (created: Page[]) => [{
    scope: 'structure' as const,
    items: [...created.map((page) => ({ kind: 'page' as const, id: page.id, moduleId: page.moduleId })), ...groups.map(({ moduleId }) => ({ kind: 'module' as const, id: moduleId }))],
  }];
  return writeSite(ctx, announce, async (trx) => {
    const rows = await insertUnique(() => trx.insertInto('pages')
      .values(values.map(({ moduleId, key, slug, name, data }) => ({ moduleId, key, slug, name, data: JSON.stringify(data), positions: JSON.stringify({ 'col-0': [] }) })))
      .returningAll()
      .execute(), values.length === 1
      ? `Another page in this module already uses the key '${values[0]!.key}' or the slug '${values[0]!.slug}'.`
      : 'Another page in this module already uses one of these keys or slugs.');
    // Rows come back in the order of the values.
    const created = rows.map((row) => {
      const page: unknown = pageFromRow(row, []);
      assertMatches<Page>(page, 'page', 'page');
      return page;
    });
    const appended = new Map<number, { id: number; childIds: number[]; defaultPageId: number | null }>();
    rows.forEach((row, index) => {
      const module = appended.get(row.moduleId) ?? { id: row.moduleId, childIds: [], defaultPageId: null };
      module.childIds.push(row.id);
      if (values[index]!.isDefault) module.defaultPageId = row.id;
      appended.set(row.moduleId, module);
    });
    const updated = await sql<{ id: number }>`update modules m
      set child_ids = m.child_ids || x."childIds", default_page_id = coalesce(x."defaultPageId", m.default_page_id), revision = m.revision + 1, updated_at = ${new Date()}
      from jsonb_to_recordset(${JSON.stringify([...appended.values()])}::jsonb) as x(id int, "childIds" jsonb, "defaultPageId" int) where m.id = x.id returning m.id`.execute(trx);
    if (updated.rows.length !== appended.size) throw appError('MODULE_NOT_FOUND');
    return created;
  });
}
