// Finds a module, page or block with what contains it: the check a write on it makes.
import { blockTarget, ITEM_SUBJECTS, moduleTarget, pageTarget, type ItemRef, type PermissionSubject, type PermissionTarget } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';

/** How the evaluator is asked about an item. */
export interface ItemCheck {
  subject: PermissionSubject;
  target: PermissionTarget;
}

/** The item's subject (a block's is items.blocks.{type}) and target with its containers, or null when it does not exist. */
export async function locateItem(db: Db, { kind, id }: ItemRef): Promise<ItemCheck | null> {
  switch (kind) {
    case 'module': {
      const module = await db.selectFrom('modules').select('id').where('id', '=', id).executeTakeFirst();
      return module ? { subject: ITEM_SUBJECTS.module, target: moduleTarget(id) } : null;
    }
    case 'page': {
      const page = await db.selectFrom('pages').select('moduleId').where('id', '=', id).executeTakeFirst();
      return page ? { subject: ITEM_SUBJECTS.page, target: pageTarget(id, page.moduleId) } : null;
    }
    case 'block': {
      const block = await db.selectFrom('blocks as b').innerJoin('pages as p', 'p.id', 'b.pageId')
        .select(['b.type', 'b.pageId', 'p.moduleId']).where('b.id', '=', id).executeTakeFirst();
      return block ? { subject: `items.blocks.${block.type}`, target: blockTarget(id, block.pageId, block.moduleId) } : null;
    }
  }
}

/** The check on an item that does not exist: it passes only grants on every item of its kind. */
export const unknownItemCheck = ({ kind, id }: ItemRef): ItemCheck => ({ subject: ITEM_SUBJECTS[kind], target: { subjectId: id } });
