import { describe, expect, it } from 'vitest';
import type { Page } from '@tessera/schemas';
import { blocksAsEdited } from './blocks-as-edited.ts';

const page: Page = {
  id: 1, key: 'p', slug: 'p', name: 'P', moduleId: 2, type: 'other', width: 'fixed', positions: { 'col-0': [10, 11] },
  blocks: [{ id: 10, key: 'a', type: 'heading', options: { text: 'Stored' } }, { id: 11, key: 'b', type: 'richText' }],
};

describe('blocksAsEdited', () => {
  it("shows the editor's unsaved edits over the stored blocks and leaves out the blocks being deleted", () => {
    const blocks = blocksAsEdited(page, { blockEdits: { 10: { ...page.blocks[0]!, options: { text: 'Edited' } } }, hiddenBlocks: [11] });
    expect(blocks.get(10)?.options).toEqual({ text: 'Edited' });
    expect(blocks.has(11)).toBe(false);
  });

  it('is the stored blocks when nothing is being edited', () => {
    expect([...blocksAsEdited(page, { blockEdits: {}, hiddenBlocks: [] }).values()]).toEqual(page.blocks);
  });
});
