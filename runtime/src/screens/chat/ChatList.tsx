import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberHtmlText, type Chat } from '@tessera/schemas';
import { useUser } from '../../state/hooks.ts';
import { countBadge } from '../../shell/chat/count-badge.ts';

export type ChatOrder = 'date' | 'name';

/** The conversations in `order`: latest message first (the server's order), or by the other member's name. */
export function sortChats(chats: readonly Chat[], order: ChatOrder, language: string): Chat[] {
  if (order === 'date') return [...chats];
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...chats].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/** A conversation's latest message as one line: "You: …" for the member's own. */
function Preview({ chat }: { chat: Chat }) {
  const { t } = useTranslation();
  const ownId = useUser((user) => user.accountId);
  const latest = chat.latestMessage;
  if (!latest) return <span className="chat-list__preview">{t('chat.noMessages')}</span>;
  const text = memberHtmlText(latest.message);
  return <span className="chat-list__preview">{latest.from === ownId ? t('chat.you', { message: text }) : text}</span>;
}

/** The member's conversations (data spec §2: sortable by date or by name), each linking to /chat/{the other member}. */
export function ChatList({ chats, activeId }: { chats: readonly Chat[]; activeId: number | null }) {
  const { t, i18n } = useTranslation();
  const [order, setOrder] = useState<ChatOrder>('date');
  const sorted = useMemo(() => sortChats(chats, order, i18n.language), [chats, order, i18n.language]);
  return (
    <nav className="chat-list" aria-label={t('chat.list.label')}>
      <div className="chat-list__sort" role="group" aria-label={t('chat.sort.label')}>
        <span aria-hidden="true">{t('chat.sort.label')}</span>
        {(['date', 'name'] as const).map((option) => (
          <button key={option} type="button" className="chat-list__sort-option" aria-pressed={order === option} onClick={() => setOrder(option)}>
            {t(`chat.sort.${option}`)}
          </button>
        ))}
      </div>
      {sorted.length === 0 ? <p className="chat-list__empty">{t('chat.empty')}</p> : (
        <ul className="chat-list__items" data-testid="chat-list">
          {sorted.map((chat) => (
            <li key={chat.id}>
              <Link className="chat-list__item" to={`/chat/${chat.with}`} aria-current={chat.with === activeId ? 'page' : undefined} data-chat-with={chat.with}>
                <span className="chat-list__name">{chat.name}</span>
                <Preview chat={chat} />
                {chat.latestMessage && (
                  <time className="chat-list__time" dateTime={chat.latestMessage.date}>
                    {new Date(chat.latestMessage.date).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short' })}
                  </time>
                )}
                {chat.unread > 0 && <span className="chat-list__unread" aria-label={t('chat.unread', { count: chat.unread })}>{countBadge(chat.unread)}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
