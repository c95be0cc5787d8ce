import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MembershipRequest } from '@tessera/schemas';
import { StateBadge } from './StateBadge.tsx';

/** Requests as rows: the member's name (opening the request under `linkBase`), the state and when it last changed. */
export function RequestRows({ requests, labelledBy, linkBase, listLabel }: {
  requests: readonly MembershipRequest[];
  labelledBy?: string;
  linkBase: string;
  listLabel?: (userListId: number) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="user-lists__list" aria-labelledby={labelledBy}>
      {requests.map((request) => (
        <li key={request.id} className="user-lists__item" data-request-id={request.id} data-account-id={request.accountId}>
          <Link className="user-lists__label" to={`${linkBase}/${request.id}`}>{request.name ?? `#${request.accountId}`}</Link>
          <span className="user-lists__facts">
            {listLabel?.(request.userListId) && <span>{listLabel(request.userListId)}</span>}
            <StateBadge state={request.state} />
            <time dateTime={request.updatedAt}>{t('admin.membershipRequests.changedAt', { when: when.format(new Date(request.updatedAt)) })}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
