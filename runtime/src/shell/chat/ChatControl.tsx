import { lazy, Suspense, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useTextSet } from '@tessera/blocks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { memberHtmlText } from '@tessera/schemas';
import { unreadTotal, useChats } from '../../chat/chat-store.ts';
import { chatTexts } from '../../chat/chat-texts.ts';
import { Icon } from '../icons/Icon.tsx';
import { countBadge } from './count-badge.ts';
import './chat-control.css';

const ChatRoomModal = lazy(() => import('./ChatRoomModal.tsx'));

/** How many conversations the dropdown lists: the latest; the chat screen has them all. */
const RECENT = 5;

/** The chat icon with the unread badge (9+ above 9): the control's button, and its stand-in before it loads. */
export function ChatButtonFace({ unread }: { unread: number }) {
  return (
    <>
      <Icon name="chat" size={22} />
      {unread > 0 && <span className="chat-control__badge" data-testid="chat-badge" aria-hidden="true">{countBadge(unread)}</span>}
    </>
  );
}

/**
 * The header's chat notifications (shell spec §2.4, §2.6): the unread badge, and a dropdown of the
 * latest conversations, each linking to /chat/{the other member} with a button that opens it in
 * the chat room modal instead, and a link to /chat/ for all messages.
 */
export function ChatControl({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const textsReady = useTextSet(chatTexts);
  const chats = useChats();
  const unread = unreadTotal(chats);
  const [room, setRoom] = useState<number | null>(null);
  const recent = (chats ?? []).filter((chat) => chat.latestMessage).slice(0, RECENT);
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger className="chat-control__trigger" aria-label={unread > 0 ? t('chat.control.unread', { count: unread }) : t('chat.control.label')} data-testid="chat-control">
          <ChatButtonFace unread={unread} />
        </DropdownMenu.Trigger>
        {/* The dropdown's texts are the chat set's: it shows once they are in. */}
        {textsReady && (
          <DropdownMenu.Portal>
            <DropdownMenu.Content className="t-menu chat-control__menu" align="end" sideOffset={8}>
              <DropdownMenu.Label className="t-menu__label">{t('chat.control.label')}</DropdownMenu.Label>
              {recent.length === 0 && <p className="chat-control__empty">{t('chat.control.empty')}</p>}
              {recent.map((chat) => (
                <div key={chat.id} className="chat-control__row">
                  <DropdownMenu.Item asChild>
                    <Link className="t-menu__item chat-control__item" to={`/chat/${chat.with}`}>
                      <span className="chat-control__name">{chat.name}</span>
                      <span className="chat-control__preview">{memberHtmlText(chat.latestMessage!.message)}</span>
                      {chat.unread > 0 && <span className="chat-control__count" aria-label={t('chat.unread', { count: chat.unread })}>{countBadge(chat.unread)}</span>}
                    </Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item className="t-menu__item chat-control__pop" onSelect={() => setRoom(chat.with)} aria-label={t('chat.control.openHere', { name: chat.name })}>
                    <Icon name="window" size={18} />
                  </DropdownMenu.Item>
                </div>
              ))}
              <DropdownMenu.Separator className="t-menu__separator" />
              <DropdownMenu.Item asChild>
                <Link className="t-menu__item" to="/chat/">{t('chat.control.all')}</Link>
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        )}
      </DropdownMenu.Root>
      {room !== null && <Suspense fallback={null}><ChatRoomModal targetId={room} onClose={() => setRoom(null)} /></Suspense>}
    </>
  );
}
