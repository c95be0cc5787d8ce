// The image access token (GET /user/image_access_token): what media URLs of uploaded files carry as
// ?token=, since <img> and <video> cannot send the bearer token. An HS256 JWT of its own key (a
// session token does not verify as one, nor the reverse), naming the account, valid for a day.
// Stateless, so every instance checks it without a query; signing out does not end one early.
import { SignJWT, jwtVerify } from 'jose';

export const IMAGE_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/** The purpose its key is derived for (ServerContext.purposeKey). */
export const IMAGE_TOKEN_PURPOSE = 'image-access';

export interface ImageAccessTokens {
  sign(accountId: number): Promise<{ token: string; expiresAt: string }>;
  /** The account a valid, unexpired token names; null for anything else. */
  verify(token: string): Promise<number | null>;
}

export function imageAccessTokens(key: Uint8Array, now: () => number = Date.now): ImageAccessTokens {
  return {
    async sign(accountId) {
      const issuedAt = Math.floor(now() / 1000);
      const expires = issuedAt + IMAGE_TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(accountId))
        .setIssuedAt(issuedAt).setExpirationTime(expires).sign(key);
      return { token, expiresAt: new Date(expires * 1000).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'], currentDate: new Date(now()) });
        const accountId = Number(payload.sub);
        return Number.isSafeInteger(accountId) && accountId > 0 ? accountId : null;
      } catch {
        return null;
      }
    },
  };
}
