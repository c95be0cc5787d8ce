import type { Block, Page } from '@tessera/schemas';
import type { EditorDraft } from '../../edit-mode/editor-draft.ts';

/** The page's blocks by id, as the editor shows them: its unsaved edits over them, without blocks it is deleting. */
export function blocksAsEdited(page: Page, { blockEdits, hiddenBlocks }: Pick<EditorDraft, 'blockEdits' | 'hiddenBlocks'>): Map<number, Block> {
  const blocks = new Map(page.blocks.map((block) => [block.id, blockEdits[block.id] ?? block]));
  for (const id of hiddenBlocks) blocks.delete(id);
  return blocks;
}
