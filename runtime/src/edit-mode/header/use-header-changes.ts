import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Structure } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { useCurrentNavigation } from '../../shell/layout/use-current-navigation.ts';
import { notify } from '../../shell/notices/notices-store.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import type { PendingPageMove } from './HeaderDndScope.tsx';
import { withModuleOrder, withPageMoved, withPageOrder } from './optimistic-structure.ts';
import { routeAfterPageMove } from './route-after-move.ts';

/** The header's saved changes: each shows at once and is put back if the server refuses it. */
export interface HeaderChanges {
  orderModules(order: number[]): void;
  orderPages(moduleId: number, order: number[]): void;
  movePage(move: PendingPageMove): void;
}

export function useHeaderChanges(): HeaderChanges {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { stores } = useAppRuntime();
  const { module: currentModule, page: openPage } = useCurrentNavigation();

  return useMemo(() => {
    /** Shows `next` now; calls the server; puts the structure back and says so when it refuses. */
    function save(next: (structure: Structure) => Structure, call: () => Promise<unknown>): Promise<boolean> {
      const before = stores.structure.get();
      stores.structure.set(next(before));
      return call().then(() => true, () => {
        stores.structure.set(before);
        notify({ colour: 'negative', message: t('editMode.saveFailed') });
        return false;
      });
    }
    return {
      orderModules(order) {
        const ids = nonEmpty(order);
        if (ids) void save((structure) => withModuleOrder(structure, ids), () => api.call('POST /structure/module/order', { body: { order: ids } }));
      },
      orderPages(moduleId, order) {
        const ids = nonEmpty(order);
        if (ids) void save((structure) => withPageOrder(structure, moduleId, ids), () => api.call('POST /structure/page/order', { body: { moduleId, order: ids } }));
      },
      movePage({ pageId, fromModuleId, toModuleId }) {
        const send = () => api.call('POST /structure/module/{origin}/moveChild/{child}/target/{target}', { params: { origin: fromModuleId, child: pageId, target: toModuleId } });
        const next = currentModule ? routeAfterPageMove(currentModule, pageId, openPage?.id) : null;
        if (!next) {
          void save((structure) => withPageMoved(structure, pageId, fromModuleId, toModuleId), send);
          return;
        }
        // The open page moves: the route is replaced first, and the structure follows from the
        // server; shown at once, the page would vanish from its module under the open page screen,
        // which would send it to /404 before the new route is in.
        void navigate(next, { replace: true });
        send().catch(() => notify({ colour: 'negative', message: t('editMode.saveFailed') }));
      },
    };
  }, [t, navigate, stores, currentModule, openPage?.id]);
}

/** The order as the contract types it (at least one id), or null for an empty one. */
function nonEmpty(ids: readonly number[]): [number, ...number[]] | null {
  const [first, ...rest] = ids;
  return first === undefined ? null : [first, ...rest];
}
