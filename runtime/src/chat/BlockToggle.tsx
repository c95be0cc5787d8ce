import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { notify } from '../shell/notices/notices-store.ts';
import { loadChats } from './chat-store.ts';

/**
 * Blocks or unblocks member `accountId` (PUT/DELETE chat/private/blocked/{accountId}): while
 * blocked neither can message the other. Shows whether the member blocks them now.
 */
export function BlockToggle({ accountId, name }: { accountId: number; name: string }) {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    api.call('GET /chat/private/blocked', { cache: false, quiet: true })
      .then(({ accountIds }) => current && setBlocked(accountIds.includes(accountId)), () => undefined);
    return () => { current = false; };
  }, [accountId]);

  async function toggle() {
    setBusy(true);
    try {
      const call = blocked ? 'DELETE /chat/private/blocked/{accountId}' : 'PUT /chat/private/blocked/{accountId}';
      const { accountIds } = await api.call(call, { params: { accountId } });
      setBlocked(accountIds.includes(accountId));
      await loadChats(); // whether either may send changed
    } catch (error) {
      notify({ colour: 'negative', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  if (blocked === null) return null;
  return (
    <button type="button" className="t-button t-button--ghost chat-block-toggle" disabled={busy} aria-label={t(blocked ? 'chat.unblock' : 'chat.block', { name })} onClick={() => void toggle()}>
      {t(blocked ? 'chat.unblockShort' : 'chat.blockShort')}
    </button>
  );
}
