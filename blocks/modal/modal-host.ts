import { createContext, useContext } from 'react';
import type { ModalBlockState } from '@tessera/schemas';

/**
 * What a modal block needs from the app around it: the member's saved state of each modal and a
 * way to save it (the runtime writes profile meta `block.{blockId}`). Without a host (a preview,
 * a test) no modal opens by itself and nothing is saved.
 */
export interface ModalHost {
  /** The member's saved state of modal `blockId`; undefined when never shown. */
  stateOf(blockId: number): ModalBlockState | undefined;
  /** Saves the state; rejects with an Error whose message the member may read. */
  save(blockId: number, state: ModalBlockState): Promise<void>;
  /** Tells the member that a save failed (a negative notice). */
  notifyError(message: string): void;
}

export const ModalHostContext = createContext<ModalHost | null>(null);

export const useModalHost = (): ModalHost | null => useContext(ModalHostContext);
