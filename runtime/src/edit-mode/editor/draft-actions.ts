// Changes to the editor's draft, made with immer so each is written as a plain mutation of a
// draft and the store gets a new, structurally shared value.
import { castDraft, produce, type Draft } from 'immer';
import type { Block } from '@tessera/schemas';
import type { Store } from '../../state/store.ts';
import type { CapturedBlock, EditorDraft, PendingMove, RevertNotice, SettingsTarget } from '../editor-draft.ts';

export type DraftStore = Store<EditorDraft>;

/** Applies `recipe` to the draft in `store`. */
export function changeDraft(store: DraftStore, recipe: (draft: Draft<EditorDraft>) => void): void {
  store.set(produce(store.get(), recipe));
}

/**
 * Shows `change` at once, sends it, and settles: the shown change is dropped when the server
 * answers (its reply, arriving through the page's refetch, is what shows from then on) and rolled
 * back when it refuses; the refusal is rethrown for the caller to report.
 * @example await optimistic(store, (d) => { d.blockEdits[block.id] = edited }, () => api.call(...), (d) => { delete d.blockEdits[block.id] })
 */
export async function optimistic<T>(
  store: DraftStore,
  show: (draft: Draft<EditorDraft>) => void,
  send: () => Promise<T>,
  settle: (draft: Draft<EditorDraft>) => void,
): Promise<T> {
  changeDraft(store, show);
  try {
    return await send();
  } finally {
    changeDraft(store, settle);
  }
}

/** Shows `block` as edited until the server answers `send`. */
export function editBlockOptimistically<T>(store: DraftStore, block: Block, send: () => Promise<T>): Promise<T> {
  return optimistic(store, (draft) => { draft.blockEdits[block.id] = block as Draft<Block>; }, send, (draft) => { delete draft.blockEdits[block.id]; });
}

/** Hides the block until the server answers `send`. */
export function hideBlockOptimistically<T>(store: DraftStore, blockId: number, send: () => Promise<T>): Promise<T> {
  return optimistic(
    store,
    (draft) => { draft.hiddenBlocks.push(blockId); },
    send,
    (draft) => { draft.hiddenBlocks = draft.hiddenBlocks.filter((id) => id !== blockId); },
  );
}

/** Shows a move until the server answers `send`. */
export function moveOptimistically<T>(store: DraftStore, move: PendingMove, send: () => Promise<T>): Promise<T> {
  return optimistic(store, (draft) => { draft.pendingMoves.push(move); }, send, (draft) => {
    // immer keeps the pushed object itself in the draft, so identity finds it.
    draft.pendingMoves = draft.pendingMoves.filter((pending) => pending !== move);
  });
}

export const openSettings = (store: DraftStore, target: SettingsTarget | null) => changeDraft(store, (draft) => { draft.settingsPanel = target; });

export const showRevertNotice = (store: DraftStore, notice: RevertNotice | null) => changeDraft(store, (draft) => { draft.revertNotice = notice; });

/** Adds a block to the captured list once (capturing it again leaves the list as it is). */
export const captureBlock = (store: DraftStore, block: CapturedBlock) => changeDraft(store, (draft) => {
  if (!draft.capturedBlocks.some((captured) => captured.id === block.id)) draft.capturedBlocks.push(castDraft(block));
});

export const releaseCapturedBlock = (store: DraftStore, blockId: number) => changeDraft(store, (draft) => {
  draft.capturedBlocks = draft.capturedBlocks.filter((captured) => captured.id !== blockId);
});

export const emptyCapturedBlocks = (store: DraftStore) => changeDraft(store, (draft) => { draft.capturedBlocks = []; });

export const setCapturedMinimised = (store: DraftStore, minimised: boolean) => changeDraft(store, (draft) => { draft.capturedMinimised = minimised; });
