import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat, ChatMessage } from '@tessera/schemas';
import { answerApiCalls } from '../test-support/fake-api.ts';
import { forgetChats, loadChats, messageArrived, onChatMessage, unreadChanged, unreadTotal, useChats } from './chat-store.ts';
import { renderHook, waitFor } from '@testing-library/react';

const message = (id: number, chatId: number, from: number): ChatMessage => ({ id, chatId, from, type: 'text', date: '2026-01-01T10:00:00.000Z', meta: {}, message: `<p>m${id}</p>` });
const chats: Chat[] = [
  { id: 1, with: 2, name: 'Grace', unread: 0, latestMessage: null, canSend: true },
  { id: 5, with: 3, name: 'Morgan', unread: 2, latestMessage: { id: 4, message: '<p>old</p>', targetId: 3, from: 3, date: '2026-01-01T09:00:00.000Z' }, canSend: true },
];

describe('the chat store', () => {
  // The store is the module's: other files' tests may have filled it.
  beforeEach(forgetChats);
  afterEach(() => {
    vi.restoreAllMocks();
    forgetChats();
  });

  it('moves a conversation with a new message to the top, tells open conversations, and keeps unread counts from the events', async () => {
    answerApiCalls({ 'GET /chat/private': () => ({ chats }) });
    const { result } = renderHook(() => useChats());
    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(unreadTotal(result.current)).toBe(2);

    const heard: number[] = [];
    const stop = onChatMessage((m) => heard.push(m.id));
    messageArrived({ chatId: 1, participants: [1, 2], message: message(9, 1, 2) }, 1);
    unreadChanged({ chatId: 1, unread: 1, total: 3 });
    stop();
    await waitFor(() => expect(result.current?.map((c) => c.id)).toEqual([1, 5]));
    expect(result.current?.[0]).toMatchObject({ unread: 1, latestMessage: { id: 9, targetId: 2, from: 2 } });
    expect(unreadTotal(result.current)).toBe(3);
    expect(heard).toEqual([9]);
  });

  it('fetches the list again when a message opens a conversation it does not hold', async () => {
    const calls = answerApiCalls({ 'GET /chat/private': () => ({ chats }) });
    await loadChats();
    calls.mockClear();
    messageArrived({ chatId: 77, participants: [1, 8], message: message(10, 77, 8) }, 1);
    expect(calls).toHaveBeenCalledWith('GET /chat/private', { cache: false, quiet: true });
  });
});
