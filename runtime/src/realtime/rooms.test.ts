import { describe, expect, it } from 'vitest';
import { subscribeRooms } from './rooms.ts';
import { FakeSocket } from './test-support/fake-socket.ts';

function setUp() {
  const socket = new FakeSocket();
  return { socket, rooms: subscribeRooms(socket) };
}

describe('subscribeRooms', () => {
  it('joins the rooms of the open module and page', () => {
    const { socket, rooms } = setUp();
    rooms.open({ moduleId: 1, pageId: 10 });
    expect(socket.sent).toEqual([['module:subscribe', 1], ['page:subscribe', 10]]);
  });

  it('leaves what is no longer open and joins what now is, touching nothing else', () => {
    const { socket, rooms } = setUp();
    rooms.open({ moduleId: 1, pageId: 10 });
    socket.sent.length = 0;

    rooms.open({ moduleId: 1, pageId: 11 });
    expect(socket.sent).toEqual([['page:unsubscribe', 10], ['page:subscribe', 11]]);

    socket.sent.length = 0;
    rooms.open({});
    expect(socket.sent).toEqual([['module:unsubscribe', 1], ['page:unsubscribe', 11]]);
  });

  it('sends nothing while disconnected, and joins what is open on reconnect', () => {
    const { socket, rooms } = setUp();
    rooms.open({ moduleId: 1, pageId: 10 });
    socket.drop();
    socket.sent.length = 0;

    rooms.open({ moduleId: 2, pageId: 20 });
    expect(socket.sent).toEqual([]);
    socket.reconnect();
    expect(socket.sent).toEqual([['module:subscribe', 2], ['page:subscribe', 20]]);
  });

  it('stops rejoining once stopped', () => {
    const { socket, rooms } = setUp();
    rooms.open({ pageId: 10 });
    rooms.stop();
    socket.sent.length = 0;

    socket.reconnect();
    expect(socket.sent).toEqual([]);
  });
});
