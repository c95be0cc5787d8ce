import { describe, expect, it } from 'vitest';
import type { Block } from '@tessera/schemas';
import { createStore } from '../../state/store.ts';
import { emptyDraft } from '../editor-draft.ts';
import { captureBlock, editBlockOptimistically, hideBlockOptimistically, releaseCapturedBlock } from './draft-actions.ts';

const heading: Block = { id: 7, key: 'intro', type: 'heading', options: { text: 'Hello' } };

describe('draft actions', () => {
  it('shows an optimistic edit while the server works, then drops it', async () => {
    const store = createStore(emptyDraft);
    let answer!: () => void;
    const saving = editBlockOptimistically(store, { ...heading, options: { text: 'Hi' } }, () => new Promise<void>((resolve) => { answer = resolve; }));
    expect(store.get().blockEdits[7]?.options).toEqual({ text: 'Hi' });
    answer();
    await saving;
    expect(store.get().blockEdits).toEqual({});
  });

  it('rolls an optimistic change back when the server refuses, and passes the refusal on', async () => {
    const store = createStore(emptyDraft);
    await expect(hideBlockOptimistically(store, 7, () => Promise.reject(new Error('403')))).rejects.toThrow('403');
    expect(store.get().hiddenBlocks).toEqual([]);
    expect(emptyDraft.hiddenBlocks).toEqual([]); // the initial value was never mutated
  });

  it('captures a block once and releases it', () => {
    const store = createStore(emptyDraft);
    captureBlock(store, { id: 7, type: 'heading', pageId: 1, place: { subjectId: 7 }, types: ['heading'] });
    captureBlock(store, { id: 7, type: 'heading', pageId: 1, place: { subjectId: 7 }, types: ['heading'] });
    expect(store.get().capturedBlocks).toHaveLength(1);
    releaseCapturedBlock(store, 7);
    expect(store.get().capturedBlocks).toEqual([]);
  });
});
