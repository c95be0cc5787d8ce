import { useTranslation } from 'react-i18next';
import type { MembershipState } from '@tessera/schemas';

/** A request's state as a badge, coloured for accepted, rejected and banned. */
export function StateBadge({ state }: { state: MembershipState }) {
  const { t } = useTranslation();
  return <span className="user-lists__badge applications-admin__state" data-state={state}>{t(`admin.userLists.state.${state}`)}</span>;
}
