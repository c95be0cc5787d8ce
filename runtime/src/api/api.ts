import { jwtStore } from '../session/jwt-store.ts';
import { createApiClient } from './client.ts';

/**
 * The app's API client. A rejected credential ends the session by clearing the stored jwt:
 * the app then shows the login screen, which sends the member to sign in again.
 */
export const api = createApiClient({
  baseUrl: '/api/v1',
  getJwt: () => jwtStore.get(),
  onUnauthorized: () => jwtStore.clear(),
});
