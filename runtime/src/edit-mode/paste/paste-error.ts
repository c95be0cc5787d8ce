import { ApiError } from '../../api/api-error.ts';

/** The notification key of a failed paste (shell spec §8). */
export type PasteErrorKey = 'capturedBlocks.modal.noParentFound' | 'capturedBlocks.modal.blockCloneError';

/**
 * A 404 means the place to paste into (the page or the block holding the column) is gone, or the
 * captured block itself: "no parent found". Anything else is the general paste failure.
 */
export function pasteErrorKey(failure: unknown): PasteErrorKey {
  return failure instanceof ApiError && failure.status === 404 ? 'capturedBlocks.modal.noParentFound' : 'capturedBlocks.modal.blockCloneError';
}
