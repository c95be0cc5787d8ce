// Sets one property of a page (POST structure/page/{id}/property).
import { isValidPageSlug, type Page, type PagePropertyBody } from '@tessera/schemas';
import type { PageData } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { readPage } from './read-page.ts';
import { asBoolean, asString, dataWrite, nameWrite, slugWrite, writeProperty, type PropertyWrite } from './write-property.ts';

function pageWrite({ key, value }: PagePropertyBody, data: PageData): PropertyWrite {
  switch (key) {
    case 'name':
      return nameWrite(value);
    case 'slug':
      return slugWrite(value, isValidPageSlug, 'page');
    case 'width': {
      const width = asString(key, value);
      if (width !== 'fixed' && width !== 'fluid') throw appError('BAD_REQUEST', 'width must be fixed or fluid');
      return dataWrite(data, { width });
    }
    case 'hideFromNav':
    case 'isAbstract':
      return dataWrite(data, { [key]: asBoolean(key, value) });
  }
}

/**
 * Sets the property, bumps the page's revision and announces the page as changed; returns the
 * page. Unknown page → PAGE_NOT_FOUND; a slug another page of the module uses → SLUG_TAKEN;
 * nothing is written on any failure.
 */
export function setPageProperty(ctx: OperationContext, pageId: number, property: PagePropertyBody): Promise<Page> {
  const announce = (page: Page): Change[] => [{ scope: 'structure', items: [{ kind: 'page', id: page.id, moduleId: page.moduleId }] }];
  return writeSite(ctx, announce, async (trx) => {
    const row = await trx.selectFrom('pages').select('data').where('id', '=', pageId).forUpdate().executeTakeFirst();
    if (!row) throw appError('PAGE_NOT_FOUND');
    const taken = `Another page in this module already uses the slug '${String(property.value)}'.`;
    await writeProperty(trx, 'pages', pageId, pageWrite(property, row.data), taken);
    const page = await readPage(trx, pageId);
    if (!page) throw new Error(`Page ${pageId} vanished while it was locked`);
    return page;
  });
}
