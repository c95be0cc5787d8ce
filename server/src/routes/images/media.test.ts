import type { ImageAccessTokenReply, UploadReply } from '@tessera/schemas';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageAccessTokens } from '../../files/image-access-token.ts';
import { thumbnailWidthsOf } from '../../files/thumbnails.ts';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase, TEST_JWT_SECRET } from '../../testing/test-app.ts';
import { multipartBody } from '../files/multipart-body.ts';

describe('imageAccessTokens', () => {
  const key = new Uint8Array(32).fill(1);
  it('names the account for a day, and nothing after', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const tokens = imageAccessTokens(key, () => now);
    const { token, expiresAt } = await tokens.sign(42);
    expect(expiresAt).toBe('2026-01-02T00:00:00.000Z');
    expect(await tokens.verify(token)).toBe(42);
    now += 24 * 60 * 60 * 1000 + 1000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses tokens of another key, without an account, or not HS256', async () => {
    const tokens = imageAccessTokens(key);
    expect(await tokens.verify(await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('42').setExpirationTime('1h').sign(new Uint8Array(32)))).toBeNull();
    expect(await tokens.verify(await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key))).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
  });
});

describe('thumbnailWidthsOf', () => {
  it('gives only widths narrower than the image: never upscaled', () => {
    expect(thumbnailWidthsOf(4000)).toEqual([56, 100, 250, 300, 500, 600, 900, 1920]);
    expect(thumbnailWidthsOf(600)).toEqual([56, 100, 250, 300, 500]);
    expect(thumbnailWidthsOf(56)).toEqual([]);
  });
});

describeAppOnEachDatabase('media of uploaded files', (current) => {
  let member: { authorization: string };
  let token: string;
  let imageId: number;
  beforeAll(async () => {
    const { app } = current();
    member = bearer(await loginToken(app, 'member@fixture.test'));
    const bytes = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#cc3366' } }).jpeg().toBuffer();
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'wide.jpg', bytes }]);
    imageId = (await app.inject({ method: 'POST', url: '/api/v1/files/uploadImage', payload, headers: { ...headers, ...member } })).json<UploadReply>().fileIds[0]!;
    token = (await app.inject({ url: '/api/v1/user/image_access_token', headers: member })).json<ImageAccessTokenReply>().token;
  });
  const get = (query: string) => current().app.inject({ url: `/api/v1/image?id=${imageId}${query}` });

  it('serves an upload only with a valid image access token', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get('&token=nonsense')).statusCode).toBe(401);
    // A session token is not an image access token.
    expect((await get(`&token=${member.authorization.slice('Bearer '.length)}`)).statusCode).toBe(401);
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime('1h').sign(TEST_JWT_SECRET);
    expect((await get(`&token=${forged}`)).statusCode).toBe(401);
    const served = await get(`&token=${token}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1000);
  });

  it('serves the narrowest thumbnail at least as wide as asked, 250 px for thumb alone, and the original rather than upscaling', async () => {
    const widthOf = async (query: string) => {
      const response = await get(`&token=${token}${query}`);
      expect(response.statusCode).toBe(200);
      return (await sharp(response.rawPayload).metadata()).width;
    };
    expect(await widthOf('&thumb=true')).toBe(250);
    expect(await widthOf('&width=280')).toBe(300);
    expect(await widthOf('&thumb=true&width=56')).toBe(56);
    expect(await widthOf('&width=900')).toBe(900);
    expect(await widthOf('&width=1200')).toBe(1000);
    expect(await widthOf('&width=1920')).toBe(1000);
  });

  it('makes each thumbnail once, when the image is uploaded', async () => {
    const { sha256 } = await current().db.selectFrom('files').select('sha256').where('id', '=', imageId).executeTakeFirstOrThrow();
    const made = await Promise.all([56, 100, 250, 300, 500, 600, 900, 1920].map((width) => current().files.getVariant(sha256, `w${width}`)));
    expect(made.map((bytes) => bytes !== null)).toEqual([true, true, true, true, true, true, true, false]);
  });

  it('serves a download with its name, counting it', async () => {
    const response = await current().app.inject({ url: `/api/v1/files/download/${imageId}`, headers: member });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''wide.jpg");
    const files = (await current().app.inject({ method: 'POST', url: '/api/v1/files/getFiles', headers: member, payload: { fileIds: [imageId] } })).json<UploadReply>().files;
    expect(files[0]!.downloadCount).toBeGreaterThanOrEqual(1);
  });
});
