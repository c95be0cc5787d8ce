import type { PostsChangedEvent } from '@tessera/schemas';
import { describe, expect, it, vi } from 'vitest';
import type { LiveSocket } from '../realtime/live-socket.ts';
import { attachPostRooms, postsChanged, watchPostBlock } from './posts-live.ts';

function fakeSocket() {
  const handlers = new Map<string, () => void>();
  const socket = {
    connected: false,
    emit: vi.fn(),
    on: (event: string, handler: () => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
  };
  return { socket: socket as unknown as LiveSocket & { emit: ReturnType<typeof vi.fn>; connected: boolean }, connect: () => handlers.get('connect')?.() };
}

describe('post block rooms', () => {
  it('joins a watched block once, again after a reconnect, leaves it when nobody watches, and hands on its events', () => {
    const { socket, connect } = fakeSocket();
    const detach = attachPostRooms(socket);
    const heard: PostsChangedEvent[] = [];
    const stopA = watchPostBlock(7, (event) => heard.push(event));
    const stopB = watchPostBlock(7, () => undefined);
    expect(socket.emit.mock.calls).toEqual([['block:subscribe', 7]]);
    connect();
    expect(socket.emit.mock.calls).toEqual([['block:subscribe', 7], ['block:subscribe', 7]]);
    postsChanged({ blockId: 7, id: 1, parentId: null, action: 'deleted' });
    postsChanged({ blockId: 8, id: 2, parentId: null, action: 'deleted' });
    expect(heard.map((event) => event.id)).toEqual([1]);
    stopA();
    stopB();
    expect(socket.emit.mock.calls.at(-1)).toEqual(['block:unsubscribe', 7]);
    detach();
  });
});
