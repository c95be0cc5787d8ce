import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { api } from '../api/api.ts';
import { deviceId } from './device-id.ts';
import { isJustLoggedOut } from './just-logged-out.ts';
import { jwtStore } from './jwt-store.ts';
import { leaveApp } from './leave-app.ts';
import { logout } from './logout.ts';

vi.mock('../api/api.ts', () => ({ api: { call: vi.fn() } }));
vi.mock('./leave-app.ts', () => ({ leaveApp: vi.fn() }));

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.clearAllMocks();
    jwtStore.set('jwt-1');
  });

  it("revokes this device's session, forgets the jwt and waits on the login screen", async () => {
    vi.mocked(api.call).mockResolvedValue({ ok: true });

    await logout();

    expect(api.call).toHaveBeenCalledWith('GET /logout', { query: { deviceId: deviceId() }, cache: false });
    expect(jwtStore.get()).toBeNull();
    expect(isJustLoggedOut()).toBe(true);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('falls back to a local logout and the site origin when the server fails', async () => {
    vi.mocked(api.call).mockRejectedValue(new ApiError(0, 'Network error', 'Failed to fetch'));

    await logout();

    expect(jwtStore.get()).toBeNull();
    expect(leaveApp).toHaveBeenCalledWith(window.location.origin);
  });
});
