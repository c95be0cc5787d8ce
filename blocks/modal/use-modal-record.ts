import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalHost } from './modal-host.ts';
import { nextModalState, type ModalEvent } from './modal-state.ts';

/**
 * Records what happened to modal `blockId` in the member's profile meta; resolves to whether it
 * was saved. A failed save is shown to the member as a notice. In demo mode, or without a host,
 * nothing is saved and every record "succeeds".
 */
export function useModalRecord(blockId: number, demoMode: boolean): (event: ModalEvent) => Promise<boolean> {
  const host = useModalHost();
  const { t } = useTranslation();
  return useCallback(async (event: ModalEvent) => {
    if (demoMode || !host) return true;
    try {
      await host.save(blockId, nextModalState(host.stateOf(blockId), event, new Date()));
      return true;
    } catch (error) {
      host.notifyError(error instanceof Error && error.message ? error.message : t('blocks.modal.saveFailed'));
      return false;
    }
  }, [blockId, demoMode, host, t]);
}
