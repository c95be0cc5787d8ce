// Sets one property of a page (POST structure/page/{id}/property): a change of one property.
import type { Page, PagePropertyBody } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import type { OperationContext } from '../context.ts';
import { updatePage } from './update-page.ts';

/** updatePage with the one property `key` set to `value`: the same checks and errors. */
export function setPageProperty(ctx: OperationContext, actor: Actor, pageId: number, { key, value, revision }: PagePropertyBody): Promise<Page> {
  return updatePage(ctx, actor, pageId, { [key]: value, revision });
}
