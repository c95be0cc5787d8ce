// The token of an e-mail's unsubscribe link: who (the account), what (the preference) and in
// which language to answer, signed with a key of its own (HS256, auth/purpose-key.ts) and expiring,
// so the link works without signing in and cannot be altered to unsubscribe someone else.
import { errors, jwtVerify, SignJWT } from 'jose';
import { isLanguageCode, type LanguageCode } from '@tessera/schemas';
import type { PreferenceRef } from '../queue/enqueue-mail.ts';

/**
 * How long a link works: well past the 30 days within which laws on commercial e-mail (CAN-SPAM)
 * expect an unsubscribe link to keep working. Members can always use their settings instead.
 */
export const UNSUBSCRIBE_LINK_DAYS = 60;

/** The purpose its key is derived for (purposeKey). */
export const UNSUBSCRIBE_KEY_PURPOSE = 'mail unsubscribe';

export interface UnsubscribeClaims {
  accountId: number;
  preference: PreferenceRef;
  language: LanguageCode;
}

/**
 * A link's token checked: its claims, or why it does not count. An expired token was signed by
 * us, so its language can still be believed (the page says it has expired in the member's language).
 */
export type CheckedUnsubscribeToken =
  | { valid: true; claims: UnsubscribeClaims }
  | { valid: false; reason: 'expired'; language: LanguageCode | null }
  | { valid: false; reason: 'invalid' };

export interface UnsubscribeTokens {
  sign(claims: UnsubscribeClaims): Promise<string>;
  check(token: string): Promise<CheckedUnsubscribeToken>;
}

export function unsubscribeTokens(key: Uint8Array): UnsubscribeTokens {
  return {
    sign: ({ accountId, preference: { eventName, scope, targetId }, language }) => new SignJWT({ ev: eventName, sc: scope ?? undefined, tg: targetId ?? undefined, lng: language })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(accountId))
      .setExpirationTime(`${UNSUBSCRIBE_LINK_DAYS}d`)
      .sign(key),
    async check(token) {
      try {
        // The algorithm is pinned so a token cannot pick its own (alg: none).
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp', 'ev', 'lng'] });
        const accountId = Number(payload.sub);
        const { ev, sc, tg, lng } = payload;
        const optionalText = (value: unknown) => value === undefined || typeof value === 'string';
        if (!Number.isSafeInteger(accountId) || typeof ev !== 'string' || !optionalText(sc) || !optionalText(tg)) return { valid: false, reason: 'invalid' };
        if (typeof lng !== 'string' || !isLanguageCode(lng)) return { valid: false, reason: 'invalid' };
        const preference = { eventName: ev, scope: (sc as string | undefined) ?? null, targetId: (tg as string | undefined) ?? null };
        return { valid: true, claims: { accountId, preference, language: lng } };
      } catch (error) {
        // Only a token with a good signature can have expired: jose checks the signature first.
        if (!(error instanceof errors.JWTExpired)) return { valid: false, reason: 'invalid' };
        const { lng } = error.payload;
        return { valid: false, reason: 'expired', language: typeof lng === 'string' && isLanguageCode(lng) ? lng : null };
      }
    },
  };
}
