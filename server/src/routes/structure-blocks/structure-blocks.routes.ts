// The structure area's block routes: create, change, place, paste, delete and revert blocks
// (operations/structure/blocks/), the block search and templates, amISubscribable.
import { structureBlockRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { addBlockField } from '../../operations/structure/blocks/add-block-field.ts';
import { blockTemplates } from '../../operations/structure/blocks/block-templates.ts';
import { createBlockAt } from '../../operations/structure/blocks/create-block-at.ts';
import { deleteBlockEverywhere, removeBlockFrom } from '../../operations/structure/blocks/delete-block.ts';
import { assertMayEditAnyBlock } from '../../operations/structure/blocks/block-grants.ts';
import { moveBlocks } from '../../operations/structure/blocks/move-blocks.ts';
import { pasteBlocks } from '../../operations/structure/blocks/paste-blocks.ts';
import { revertBlockDelete } from '../../operations/structure/blocks/revert-block-delete.ts';
import { searchBlocks } from '../../operations/structure/blocks/search-blocks.ts';
import { setBlockProperty, updateBlock, updateBlocks } from '../../operations/structure/blocks/update-blocks.ts';
import { readBlocksFor } from '../../operations/structure/read-for-viewer.ts';
import type { ServerContext } from '../../server-context.ts';

export const structureBlockHandlers = (ctx: ServerContext) => {
  /** Moving blocks into a block's column is a paste by move into that column. */
  const moveInto = async (id: number, col: number, index: number, ids: [number, ...number[]], actor: ReturnType<typeof signedIn>) => {
    const parent = await ctx.db.selectFrom('blocks').select('pageId').where('id', '=', id).where('wasDeleted', '=', false).executeTakeFirst();
    if (!parent) {
      assertMayEditAnyBlock(actor);
      throw appError('BLOCK_NOT_FOUND');
    }
    return pasteBlocks(ctx, actor, { action: 'move', ids, pageId: parent.pageId, to: { parentType: 'block', parentId: id, col, index } });
  };

  return implementRoutes(structureBlockRoutes)({
    blockTemplates: (request) => {
      assertMayEditAnyBlock(signedIn(request));
      return Promise.resolve(blockTemplates());
    },
    blockList: (request) => searchBlocks(ctx.db, signedIn(request), request.query),
    blockSearch: (request) => searchBlocks(ctx.db, signedIn(request), request.query),
    createBlock: (request) => createBlockAt(ctx, signedIn(request), request.body),
    updateBlocks: async (request) => ({ blocks: await updateBlocks(ctx, signedIn(request), request.body.blocks.map((block) => ({ ...block, id: block.id! }))) }),
    updateBlock: (request) => updateBlock(ctx, signedIn(request), request.params.id, request.body.block),
    setBlockProperty: (request) => setBlockProperty(ctx, signedIn(request), request.params.id, request.body),
    removeBlockFrom: (request) => {
      const { id, ...spot } = request.params;
      return removeBlockFrom(ctx, signedIn(request), id, spot);
    },
    deleteBlock: (request) => deleteBlockEverywhere(ctx, signedIn(request), request.params.id),
    revert: (request) => revertBlockDelete(ctx, signedIn(request), request.body.token),
    addField: (request) => addBlockField(ctx, signedIn(request), request.params.id, request.params.fieldId),
    moveBlocks: (request) => moveBlocks(ctx, signedIn(request), request.body),
    pasteBlocks: (request) => pasteBlocks(ctx, signedIn(request), request.body),
    insertChild: (request) => moveInto(request.params.id, request.params.col, request.params.index, [request.params.childId], signedIn(request)),
    insertChildren: (request) => moveInto(request.params.id, request.params.col, request.params.index, request.body.childrenIds, signedIn(request)),
    async amISubscribable(request) {
      const [block] = await readBlocksFor(ctx.db, ctx.cache, signedIn(request), [request.params.id]);
      if (!block) throw appError('BLOCK_NOT_FOUND');
      // No block type sends notifications yet (the card wall and comments come later): nothing to subscribe to.
      return { subscribable: false };
    },
  });
};
