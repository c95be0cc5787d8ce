import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../api/api.ts';
import { Icon } from '../shell/icons/Icon.tsx';

/**
 * "Message" on another member's profile: opens the conversation with them (/chat/{accountId}),
 * shown only when GET profile/{id} says the member may start a chat with them (_canStartChat:
 * not themselves, no block either way).
 */
export function MessageButton({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let current = true;
    api.call('GET /profile/{id}', { params: { id: accountId }, quiet: true, cache: false })
      .then((profile) => current && setAllowed(profile._canStartChat === true), () => undefined);
    return () => { current = false; };
  }, [accountId]);
  if (!allowed) return null;
  return (
    <Link className="t-button t-button--secondary" to={`/chat/${accountId}`}>
      <Icon name="chat" size={18} />
      {t('chat.message')}
    </Link>
  );
}
