import { afterEach, describe, expect, it, vi } from 'vitest';
import { io } from 'socket.io-client';
import { jwtStore } from '../session/jwt-store.ts';
import { connectSocket } from './connect.ts';

vi.mock('socket.io-client', () => ({
  io: vi.fn(() => {
    const listeners = new Map<string, (reason: string) => void>();
    return {
      active: true, connect: vi.fn(), disconnect: vi.fn(),
      on: vi.fn((event: string, listener: (reason: string) => void) => listeners.set(event, listener)),
      /** Test hook: what socket.io does when the connection closes for `reason`. */
      close: (reason: string) => listeners.get('disconnect')?.(reason),
    };
  }),
}));

interface MockSocket {
  active: boolean;
  connect: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
  close(reason: string): void;
}

type AuthCallback = (send: (data: object) => void) => void;

/** The auth option connectSocket passed to io(), as socket.io calls it at each (re)connect. */
function authSent(): unknown {
  const { auth } = vi.mocked(io).mock.calls.at(-1)![0] as unknown as { auth: AuthCallback };
  let sent: unknown;
  auth((data) => { sent = data; });
  return sent;
}

describe('connectSocket', () => {
  afterEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('connects to the same origin over websocket first, with the jwt', () => {
    jwtStore.set('jwt-1');
    connectSocket().close();

    expect(io).toHaveBeenCalledWith(expect.objectContaining({ transports: ['websocket', 'polling'] }));
    expect(authSent()).toEqual({ token: 'jwt-1' });
  });

  it('reconnects with the jwt current at that time', () => {
    jwtStore.set('jwt-1');
    const connection = connectSocket();
    jwtStore.set('jwt-2');

    expect(authSent()).toEqual({ token: 'jwt-2' });
    connection.close();
  });

  it('tries again with a new jwt after the server refused the handshake', () => {
    jwtStore.set('revoked');
    const connection = connectSocket();
    const socket = connection.socket as unknown as { active: boolean; connect: ReturnType<typeof vi.fn> };

    jwtStore.set('jwt-2');
    expect(socket.connect).not.toHaveBeenCalled(); // still connecting or connected: socket.io carries on

    socket.active = false; // connect_error 'Not authorized' ends socket.io's own retries
    jwtStore.set('jwt-3');
    expect(socket.connect).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('reconnects with the current jwt when the server closed the connection (its token expired or was rotated out)', () => {
    jwtStore.set('jwt-1');
    const connection = connectSocket();
    const socket = connection.socket as unknown as MockSocket;
    jwtStore.set('jwt-2');

    socket.active = false;
    socket.close('io server disconnect');
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(authSent()).toEqual({ token: 'jwt-2' });

    socket.close('io client disconnect'); // closed here: nothing to do
    expect(socket.connect).toHaveBeenCalledTimes(1);
    jwtStore.clear();
    socket.close('io server disconnect'); // signed out: nothing to reconnect with
    expect(socket.connect).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('closes for good', () => {
    jwtStore.set('jwt-1');
    const connection = connectSocket();
    const socket = connection.socket as unknown as { active: boolean; connect: ReturnType<typeof vi.fn>; disconnect: ReturnType<typeof vi.fn> };

    connection.close();
    socket.active = false;
    jwtStore.set('jwt-2');
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
