import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDebounce } from 'use-debounce';
import { publicName, type ProfileSearchHit } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { useUser } from '../../state/hooks.ts';

/** Starting a conversation from the chat screen: find a member by name, then open /chat/{them}. */
export function NewChat() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownId = useUser((user) => user.accountId);
  const [text, setText] = useState('');
  const [typed] = useDebounce(text.trim(), 250);
  const [found, setFound] = useState<readonly ProfileSearchHit[] | null>(null);

  useEffect(() => {
    if (typed === '') {
      setFound(null);
      return;
    }
    let current = true;
    api.call('GET /profile/search', { query: { text: typed, limit: 8 }, quiet: true, cache: false })
      .then(({ profiles }) => current && setFound(profiles.filter((hit) => hit.accountId !== ownId)), () => undefined);
    return () => { current = false; };
  }, [typed, ownId]);

  return (
    <div className="chat-new">
      <label className="t-label" htmlFor="chat-new-search">{t('chat.new.search')}</label>
      <input id="chat-new-search" className="t-input" type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      {found && (found.length === 0 ? <p className="chat-new__none">{t('chat.new.noMatch')}</p> : (
        <ul className="chat-new__hits">
          {found.map((hit) => (
            <li key={hit.accountId}>
              <button type="button" className="chat-new__hit" onClick={() => { setText(''); navigate(`/chat/${hit.accountId}`); }}>
                {publicName(hit, hit.accountId)}
              </button>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
