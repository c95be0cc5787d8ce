import { jwtStore } from './jwt-store.ts';

/** Spec §4/§9: the route guard looks for a jwt every 100 ms, 50 times over (5 s). */
export const JWT_CHECKS = 50;
export const JWT_CHECK_INTERVAL_MS = 100;

/**
 * The route guard's wait: resolves with the jwt as soon as one is stored (another tab signing
 * in writes the same localStorage), or with null after 5 s without one.
 */
export async function waitForJwt(getJwt: () => string | null = () => jwtStore.get()): Promise<string | null> {
  for (let check = 0; check < JWT_CHECKS; check++) {
    const jwt = getJwt();
    if (jwt) return jwt;
    await new Promise((resolve) => setTimeout(resolve, JWT_CHECK_INTERVAL_MS));
  }
  return getJwt();
}
