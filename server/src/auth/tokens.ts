// Session tokens: HS256 JWTs (jose) naming the account (sub), the device session (sid) and the
// session's token generation (gen), which each refresh moves on (see sessions/rotate-token.ts).
import { SignJWT, jwtVerify } from 'jose';

/** How long a token is valid; the runtime refreshes tokens older than a day. */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TokenClaims {
  accountId: number;
  /** The device session's UUID. */
  sessionId: string;
  /** The session's token generation the token was signed for (tokens from before rotation existed carry none: 1). */
  generation: number;
}

export interface VerifiedToken extends TokenClaims {
  /** When the token expires (ms since epoch). */
  expiresAt: number;
}

/** Signs and verifies tokens with one HS256 key. */
export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<VerifiedToken | null>;
}

export function tokenSigner(secret: Uint8Array): TokenSigner {
  return {
    sign: ({ accountId, sessionId, generation }) => new SignJWT({ sid: sessionId, gen: generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(accountId))
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(secret),
    async verify(token) {
      try {
        // The algorithm is pinned so a token cannot pick its own (alg: none, RS/HS confusion).
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['sub', 'sid', 'exp'] });
        const accountId = Number(payload.sub);
        const generation = payload.gen ?? 1;
        if (!Number.isSafeInteger(accountId) || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
        if (typeof generation !== 'number' || !Number.isSafeInteger(generation) || generation < 1) return null;
        return { accountId, sessionId: payload.sid, generation, expiresAt: (payload.exp ?? 0) * 1000 };
      } catch {
        return null;
      }
    },
  };
}
