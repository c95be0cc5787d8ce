// The member's conversations as the chat screen, the header's chat control and the chat room
// modal show them: one module-level store, loaded once and kept current by the real-time events
// (chat:newMessage, chat:unreadCount; see realtime/live-target.ts), so every view and every tab
// agrees without refetching.
import { useEffect, useSyncExternalStore } from 'react';
import type { Chat, ChatMessage, ChatNewMessageEvent, ChatUnreadCountEvent } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { jwtStore } from '../session/jwt-store.ts';

let chats: readonly Chat[] | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const messageListeners = new Set<(message: ChatMessage) => void>();

function publish(next: readonly Chat[]): void {
  chats = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches the conversations (again); concurrent calls share one request. */
export function loadChats(): Promise<void> {
  loading ??= api.call('GET /chat/private', { cache: false, quiet: true }).then(
    (reply) => publish(reply.chats),
    () => undefined, // logged by the API client; the next event or visit tries again
  ).finally(() => {
    loading = null;
  });
  return loading;
}

/** Fetches the conversations again if some view loaded them (a reconnection may have missed events). */
export function reloadLoadedChats(): void {
  if (chats !== null) void loadChats();
}

/** Puts `chat` in the list (first when it is new), replacing the copy there was. */
export function rememberChat(chat: Chat): void {
  const others = (chats ?? []).filter((known) => known.id !== chat.id);
  publish(chats?.some((known) => known.id === chat.id) ? (chats ?? []).map((known) => (known.id === chat.id ? chat : known)) : [chat, ...others]);
}

/**
 * chat:newMessage: the conversation's latest message is this one and it moves to the top; a
 * conversation not in the list yet (someone wrote first) is fetched with the list. Open
 * conversations hear the message through onChatMessage.
 */
export function messageArrived(event: ChatNewMessageEvent, ownAccountId: number): void {
  for (const listener of messageListeners) listener(event.message);
  const known = chats?.find((chat) => chat.id === event.chatId);
  if (!known) {
    void loadChats();
    return;
  }
  const { message } = event;
  const targetId = event.participants.find((id) => id !== ownAccountId) ?? known.with;
  const latestMessage = { id: message.id, message: message.message, targetId, from: message.from, date: message.date };
  if (known.latestMessage && known.latestMessage.id > message.id) return; // an older message arriving late
  publish([{ ...known, latestMessage }, ...(chats ?? []).filter((chat) => chat.id !== event.chatId)]);
}

/** chat:unreadCount (and markAsRead's reply): the conversation's unread count. */
export function unreadChanged(event: ChatUnreadCountEvent): void {
  if (!chats?.some((chat) => chat.id === event.chatId)) {
    void loadChats();
    return;
  }
  publish(chats.map((chat) => (chat.id === event.chatId ? { ...chat, unread: event.unread } : chat)));
}

/** Calls `listener` with every message sent to or by the member while subscribed; returns the unsubscribe. */
export function onChatMessage(listener: (message: ChatMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** Forgets the conversations; the next view loads them afresh. */
export function forgetChats(): void {
  if (chats === null) return;
  chats = null;
  for (const listener of listeners) listener();
}

// Another member may sign in next in this tab.
jwtStore.subscribe(() => {
  if (jwtStore.get() === null) forgetChats();
});

/** The member's conversations, latest message first; null until loaded (the first caller loads them). */
export function useChats(): readonly Chat[] | null {
  const current = useSyncExternalStore(subscribe, () => chats);
  useEffect(() => {
    if (chats === null) void loadChats();
  }, []);
  return current;
}

/** The member's unread messages across conversations (the header badge). */
export function unreadTotal(list: readonly Chat[] | null): number {
  return (list ?? []).reduce((sum, chat) => sum + chat.unread, 0);
}
