// Sets which blocks a page shows at its top level, column by column (the import; later drag and drop).
import type { Positions } from '@tessera/schemas';
import { sql } from 'kysely';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';

/**
 * Replaces the page's positions; returns the page's new revision. Needs manageEditMode on the
 * page (NOT_ALLOWED); unknown page → PAGE_NOT_FOUND; another revision than `revision` →
 * REVISION_CONFLICT; positions not matching the schema, or naming a block that is not on this
 * page → BAD_REQUEST.
 */
export async function setPagePositions(ctx: OperationContext, actor: Actor, pageId: number, positions: Positions, revision?: number): Promise<number> {
  assertCan(actor, 'manageEditMode', 'items.pages', { subjectId: pageId }, 'You may not change the layout of this page.');
  assertMatches<Positions>(positions, 'positions', 'block', 'positions');
  let moduleId = 0;
  const announce = (): Change[] => [{ scope: 'structure', items: [{ kind: 'page', id: pageId, moduleId }] }];
  return writeSite(ctx, announce, async (trx) => {
    // One query: the page, locked, with the ids of its blocks.
    const page = await trx.selectFrom('pages as p')
      .select(['p.revision', 'p.moduleId'])
      .select(sql<number[]>`(select coalesce(jsonb_agg(b.id), '[]'::jsonb) from blocks b where b.page_id = p.id and not b.was_deleted)`.as('blockIds'))
      .where('p.id', '=', pageId)
      .forUpdate()
      .executeTakeFirst();
    if (!page) throw appError('PAGE_NOT_FOUND');
    assertRevision(page.revision, revision, 'This page was');
    const onPage = new Set(page.blockIds);
    const stranger = Object.values(positions).flat().find((id) => id === undefined || !onPage.has(id));
    if (stranger !== undefined) throw appError('BAD_REQUEST', `Block ${stranger} is not on this page.`);
    moduleId = page.moduleId;
    await trx.updateTable('pages')
      .set((eb) => ({ positions: JSON.stringify(positions), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('id', '=', pageId)
      .execute();
    return page.revision + 1;
  });
}
