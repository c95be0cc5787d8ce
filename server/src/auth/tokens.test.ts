import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS, tokenSigner } from './tokens.ts';

const secret = new TextEncoder().encode('a'.repeat(32));
const signer = tokenSigner(secret);
const sessionId = randomUUID();

describe('tokenSigner', () => {
  it('round-trips the claims and sets a 30-day expiry', async () => {
    const token = await signer.sign({ accountId: 7, sessionId, generation: 3 });
    const payload = decodeJwt(token);
    expect(await signer.verify(token)).toEqual({ accountId: 7, sessionId, generation: 3, expiresAt: payload.exp! * 1000 });
    expect(payload.sub).toBe('7');
    expect(payload.exp! - payload.iat!).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it('rejects a token signed with another key', async () => {
    const other = await tokenSigner(new TextEncoder().encode('b'.repeat(32))).sign({ accountId: 7, sessionId, generation: 1 });
    expect(await signer.verify(other)).toBeNull();
  });

  it('rejects an unsigned token and an expired one', async () => {
    const [header, body] = (await signer.sign({ accountId: 7, sessionId, generation: 1 })).split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect(header).toBeTruthy();
    expect(await signer.verify(none)).toBeNull();
    const expired = await new SignJWT({ sid: sessionId }).setProtectedHeader({ alg: 'HS256' }).setSubject('7')
      .setIssuedAt(1000).setExpirationTime(2000).sign(secret);
    expect(await signer.verify(expired)).toBeNull();
  });

  it('reads a token from before rotation (no generation) as the first generation, and refuses a malformed one', async () => {
    const older = await new SignJWT({ sid: sessionId }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setExpirationTime('1h').sign(secret);
    expect((await signer.verify(older))?.generation).toBe(1);
    for (const gen of [0, 1.5, '2']) {
      const token = await new SignJWT({ sid: sessionId, gen }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setExpirationTime('1h').sign(secret);
      expect(await signer.verify(token)).toBeNull();
    }
  });

  it('rejects a token without a well-formed session id', async () => {
    for (const claims of [{}, { sid: 'not-a-uuid' }]) {
      const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setExpirationTime('1h').sign(secret);
      expect(await signer.verify(token)).toBeNull();
    }
  });
});
