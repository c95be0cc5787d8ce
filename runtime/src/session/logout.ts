import { api } from '../api/api.ts';
import { deviceId } from './device-id.ts';
import { markJustLoggedOut } from './just-logged-out.ts';
import { jwtStore } from './jwt-store.ts';
import { leaveApp } from './leave-app.ts';

/**
 * Logs the member out on purpose: revokes this device's session, forgets the jwt and leaves the
 * login screen waiting for the "Log in" button. When the server cannot be reached it falls back
 * to a plain local logout and goes to the site origin (spec §7).
 */
export async function logout(): Promise<void> {
  try {
    await api.call('GET /logout', { query: { deviceId: deviceId() }, cache: false });
    markJustLoggedOut();
    jwtStore.clear();
  } catch {
    jwtStore.clear();
    leaveApp(window.location.origin);
  }
}

/**
 * Logs the member out of every device, this one included, then leaves the login screen waiting
 * like {@link logout}. Unlike it there is no local fallback: if the server could not end the
 * other sessions the member must hear so and stay signed in here, so the failure is thrown.
 */
export async function logoutEverywhere(): Promise<void> {
  await api.call('POST /logout/allDevices');
  markJustLoggedOut();
  jwtStore.clear();
}
