import { useMemo } from 'react';
import type { ModalHost } from '@tessera/blocks';
import { api } from '../../../api/api.ts';
import { useAppRuntime } from '../../../state/app-runtime.ts';
import { createModalHost } from './modal-host.ts';

/** The modal host of the signed-in app: the same object for the whole session. */
export function useModalHost(): ModalHost {
  const { stores, actions } = useAppRuntime();
  return useMemo(
    () => createModalHost({ user: stores.user, upsertMeta: (path, data) => api.call('POST /profile/meta/upsert', { body: { path, data } }), notify: actions.notify }),
    [stores.user, actions.notify],
  );
}
