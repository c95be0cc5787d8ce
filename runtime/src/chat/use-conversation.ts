// The conversation with one member as a view shows it: found in the member's list or started
// (PUT chat/private {to}), its latest page of messages (page 0, limit 10), older pages on demand,
// messages arriving live, and read as soon as the member sees them.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Chat, ChatMessage } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { ApiError } from '../api/api-error.ts';
import { loadChats, onChatMessage, rememberChat, unreadChanged, useChats } from './chat-store.ts';

/** Messages per page (data spec §9: page 0, limit 10). */
export const MESSAGES_PAGE_SIZE = 10;

export type ConversationState =
  | { status: 'loading' }
  /** `message`: the server's (translated) reason, e.g. a block. */
  | { status: 'failed'; message: string }
  | { status: 'ready'; chat: Chat; messages: readonly ChatMessage[]; more: boolean; loadingOlder: boolean };

/** Adds `incoming` to `messages` by id, oldest first, each once. */
function merged(messages: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/** Marks the conversation read, unless the page is hidden (the member is not looking). */
function markRead(chatId: number): void {
  if (document.visibilityState === 'hidden') return;
  api.call('GET /communications/{id}/markAsRead', { params: { id: chatId }, cache: false, quiet: true }).then(unreadChanged, () => undefined);
}

export function useConversation(targetId: number) {
  const chats = useChats();
  const [state, setState] = useState<ConversationState>({ status: 'loading' });
  const chatId = state.status === 'ready' ? state.chat.id : null;
  const listed = chats?.find((chat) => chat.with === targetId);
  const listedRef = useRef(listed);
  listedRef.current = listed;

  // Find or start the conversation once the list is known (one there needs no start), then its
  // latest page; later changes of the list are applied below.
  const listKnown = chats !== null;
  useEffect(() => {
    if (!listKnown) return;
    let current = true;
    setState({ status: 'loading' });
    (async () => {
      const known = listedRef.current;
      const chat = known ?? await api.call('PUT /chat/private', { body: { to: targetId } });
      if (!known) rememberChat(chat);
      const page = await api.call('GET /chat/private/{id}', { params: { id: chat.id }, query: { page: 0, limit: MESSAGES_PAGE_SIZE }, cache: false });
      if (!current) return;
      setState({ status: 'ready', chat: page.chat, messages: page.messages, more: page.more, loadingOlder: false });
      if (page.chat.unread > 0) markRead(chat.id);
    })().catch((error: unknown) => current && setState({ status: 'failed', message: reasonOf(error) }));
    return () => { current = false; };
  }, [targetId, listKnown]);

  // The list's copy is the live one (unread, whether either can send): keep the chat in step.
  useEffect(() => {
    if (listed) setState((now) => (now.status === 'ready' && now.chat.id === listed.id ? { ...now, chat: { ...now.chat, ...listed } } : now));
  }, [listed]);

  // Messages arriving live, from the other member or from the member's other devices.
  useEffect(() => {
    if (chatId === null) return;
    return onChatMessage((message) => {
      if (message.chatId !== chatId) return;
      setState((now) => (now.status === 'ready' ? { ...now, messages: merged(now.messages, [message]) } : now));
      if (message.from === targetId) markRead(chatId);
    });
  }, [chatId, targetId]);

  // Back to a hidden tab: what arrived meanwhile is read now.
  useEffect(() => {
    if (chatId === null) return;
    const onVisible = () => listedRef.current?.unread && markRead(chatId);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [chatId]);

  const loadOlder = useCallback(async () => {
    if (state.status !== 'ready' || !state.more || state.loadingOlder) return;
    const oldest = state.messages[0];
    setState({ ...state, loadingOlder: true });
    try {
      const page = await api.call('GET /chat/private/{id}', {
        params: { id: state.chat.id }, query: { page: 0, limit: MESSAGES_PAGE_SIZE, ...(oldest && { before: oldest.id }) }, cache: false, quiet: true,
      });
      setState((now) => (now.status === 'ready' ? { ...now, messages: merged(now.messages, page.messages), more: page.more, loadingOlder: false } : now));
    } catch {
      setState((now) => (now.status === 'ready' ? { ...now, loadingOlder: false } : now));
    }
  }, [state]);

  /** Sends `html` (already sanitised by the composer); rejects with the server's reason. */
  const send = useCallback(async (html: string) => {
    const message = await api.call('PUT /chat/private/{targetId}', { params: { targetId }, body: { targetId, message: html, type: 'text' } });
    setState((now) => (now.status === 'ready' ? { ...now, messages: merged(now.messages, [message]) } : now));
    if (!listedRef.current?.latestMessage) void loadChats();
    return message;
  }, [targetId]);

  return { state, loadOlder, send };
}
