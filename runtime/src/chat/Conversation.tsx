import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@tessera/schemas';
import { useProfile } from '../loaders/use-profile.ts';
import { PersonAvatar } from '../people/PersonAvatar.tsx';
import { notify } from '../shell/notices/notices-store.ts';
import { useUser } from '../state/hooks.ts';
import { BlockToggle } from './BlockToggle.tsx';
import { Composer } from './Composer.tsx';
import { MessageBody } from './MessageBody.tsx';
import { useConversation } from './use-conversation.ts';
import './chat.css';

const NO_MESSAGES: readonly ChatMessage[] = [];

/** How close to the top (px) the history must be scrolled for the older page to load. */
const LOAD_OLDER_THRESHOLD = 48;

export interface ConversationProps {
  /** The other member's account. */
  targetId: number;
  /** Shown above the history: a way back to the list, a profile link. */
  header?: ReactNode;
  /** The id of the element naming the conversation (for a dialog's title). */
  titleId?: string;
}

function MessageItem({ message, own, language }: { message: ChatMessage; own: boolean; language: string }) {
  const date = new Date(message.date);
  return (
    <li className={`chat-message${own ? ' chat-message--own' : ''}`} data-message-id={message.id}>
      <MessageBody html={message.message} />
      <time className="chat-message__time" dateTime={message.date}>
        {date.toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' })}
      </time>
    </li>
  );
}

/**
 * One conversation (the chat screen's and the chat room modal's): the other member, the history
 * newest at the bottom with older pages loading as the member scrolls up (the position kept), and
 * the composer. Messages arrive live; the conversation is marked read as they are seen.
 */
export function Conversation({ targetId, header, titleId }: ConversationProps) {
  const { t, i18n } = useTranslation();
  const ownId = useUser((user) => user.accountId);
  const profile = useProfile(targetId);
  const { state, loadOlder, send } = useConversation(targetId);
  const history = useRef<HTMLDivElement>(null);
  // Where the history was scrolled before the last change: older messages keep the view where it
  // was; a new message at the bottom follows when the member was at the bottom.
  const before = useRef<{ height: number; top: number; firstId: number | undefined; atBottom: boolean } | null>(null);
  const messages = state.status === 'ready' ? state.messages : NO_MESSAGES;

  useLayoutEffect(() => {
    const box = history.current;
    if (!box) return;
    const was = before.current;
    const firstId = messages[0]?.id;
    if (was && was.firstId !== undefined && firstId !== undefined && firstId < was.firstId) box.scrollTop = box.scrollHeight - was.height + was.top;
    else if (!was || was.atBottom || messages.at(-1)?.from === ownId) box.scrollTop = box.scrollHeight;
    before.current = { height: box.scrollHeight, top: box.scrollTop, firstId, atBottom: box.scrollHeight - box.scrollTop - box.clientHeight < 24 };
  }, [messages, ownId]);

  function onScroll() {
    const box = history.current;
    if (!box) return;
    before.current = { height: box.scrollHeight, top: box.scrollTop, firstId: messages[0]?.id, atBottom: box.scrollHeight - box.scrollTop - box.clientHeight < 24 };
    if (box.scrollTop < LOAD_OLDER_THRESHOLD) void loadOlder();
  }

  const name = state.status === 'ready' ? state.chat.name : '';
  return (
    <section className="chat-conversation" aria-labelledby={titleId ?? 'chat-conversation-title'} data-testid="chat-conversation">
      <header className="chat-conversation__header">
        {header}
        {profile && <PersonAvatar accountId={targetId} data={profile.data.profile} cssSize={40} />}
        <h2 id={titleId ?? 'chat-conversation-title'} className="chat-conversation__title">{name || '\u00a0'}</h2>
        {state.status === 'ready' && <BlockToggle accountId={targetId} name={name} />}
      </header>
      {state.status === 'failed' && <p className="chat-conversation__notice" role="alert">{state.message}</p>}
      {state.status === 'loading' && <p className="chat-conversation__notice" role="status">{t('chat.loading')}</p>}
      {state.status === 'ready' && (
        <>
          <div ref={history} className="chat-conversation__history" onScroll={onScroll} tabIndex={0} aria-label={t('chat.history', { name })} data-testid="chat-history">
            {state.more
              ? <button type="button" className="t-button t-button--ghost chat-conversation__older" disabled={state.loadingOlder} onClick={() => void loadOlder()}>{t('chat.loadOlder')}</button>
              : <p className="chat-conversation__beginning">{t('chat.beginning')}</p>}
            <ol className="chat-conversation__messages" aria-live="polite" aria-relevant="additions">
              {state.messages.map((message) => <MessageItem key={message.id} message={message} own={message.from === ownId} language={i18n.language} />)}
            </ol>
          </div>
          {!state.chat.canSend && <p className="chat-conversation__notice">{t('chat.cannotSend')}</p>}
          <Composer
            name={name}
            disabled={!state.chat.canSend}
            onSend={(html) => send(html).catch((error: unknown) => {
              notify({ colour: 'negative', message: error instanceof Error && error.message ? error.message : t('chat.sendFailed') });
              throw error;
            })}
          />
        </>
      )}
    </section>
  );
}
