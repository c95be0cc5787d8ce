// What the apply block needs from the app (ApplyHost in @tessera/blocks): the list's application
// and the member's request, read through the reply cache so that the live events that invalidate
// `applications` (an admin's decision, a list's places changing) bring them up to date.
import { useMemo } from 'react';
import type { ApplyHost, ApplyState } from '@tessera/blocks';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/use-api-query.ts';

function useApplyState(listKey: string): ApplyState {
  const applications = useApiQuery('GET /applications', { quiet: true });
  const own = useApiQuery('GET /applications/user', { quiet: true, cache: false });
  const application = applications.data?.applications.find((candidate) => candidate.listKey === listKey);
  return {
    application: applications.data ? (application ?? null) : undefined,
    request: application ? (own.data?.requests.find((request) => request.applicationId === application.id) ?? null) : null,
    failed: applications.error !== undefined || own.error !== undefined,
  };
}

/** The apply host of the app: one for every page. */
export function useApplyHost(): ApplyHost {
  return useMemo<ApplyHost>(() => ({
    useApplyState,
    async request(applicationId, state, data) {
      const request = await api.call('POST /applications/{id}/request/me/{state}/{entityId}', {
        params: { id: applicationId, state, entityId: 0 }, body: data === undefined ? {} : { data },
      });
      // The server announces the change too; this tab need not wait for it.
      api.invalidate('applications');
      return request;
    },
  }), []);
}
