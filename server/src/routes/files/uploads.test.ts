import { createHash } from 'node:crypto';
import type { FileInfo, UploadReply } from '@tessera/schemas';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';
import { multipartBody, type FormPart } from './multipart-body.ts';

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
/** Random pixels compress badly: a JPEG of about `bytes` bytes. */
const noisyJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 100 }).toBuffer();

describeAppOnEachDatabase('uploads', (current) => {
  const as: Record<'member' | 'editor' | 'admin', { authorization: string }> = { member: bearer(''), editor: bearer(''), admin: bearer('') };
  beforeAll(async () => {
    const { app } = current();
    as.member = bearer(await loginToken(app, 'member@fixture.test'));
    as.editor = bearer(await loginToken(app, 'editor@fixture.test'));
    as.admin = bearer(await loginToken(app, 'admin@fixture.test'));
  });
  const upload = (parts: FormPart[], who = as.member, url = '/api/v1/files/uploadImage') => {
    const { payload, headers } = multipartBody(parts);
    return current().app.inject({ method: 'POST', url, payload, headers: { ...headers, ...who } });
  };
  const fileRows = () => current().db.selectFrom('files').select('id').execute();
  const isStored = async (bytes: Uint8Array) => (await current().files.get(createHash('sha256').update(bytes).digest('hex'))) !== null;

  it('stores an image with its uploader, size, dimensions and field, and answers its id', async () => {
    const response = await upload([{ name: 'fieldId', value: '7' }, { name: 'scope', value: 'profile' }, { name: 'contextId', value: '2' },
      { name: 'file', filename: 'photo.jpg', type: 'image/jpeg', bytes: await jpeg(640, 480) }]);
    expect(response.statusCode, response.body).toBe(200);
    expectMatchesSchema(response.json(), 'api/files', 'uploadReply');
    const { fileIds, files } = response.json<UploadReply>();
    expect(fileIds).toEqual([files[0]!.id]);
    expect(files[0]).toMatchObject({ name: 'photo.jpg', mime: 'image/jpeg', kind: 'image', width: 640, height: 480, isAsset: false, data: {}, downloadCount: 0, url: `/api/v1/image?id=${fileIds[0]}` });
    const row = await current().db.selectFrom('files').selectAll().where('id', '=', fileIds[0]!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ fieldId: 7, scope: 'profile', contextId: '2' });
    expect(row.accountId).toBe(files[0]!.ownerId);
    const list = await current().app.inject({ url: '/api/v1/files/getFileList/7?scope=profile&contextId=2', headers: as.editor });
    expect(list.json<{ files: FileInfo[] }>().files.map((file) => file.id)).toEqual(fileIds);
    expect((await current().app.inject({ url: '/api/v1/files/getFileList/7?scope=entity', headers: as.editor })).json()).toEqual({ files: [] });
  });

  it('refuses a text file named like a JPEG as an image, whatever type the client claims, and stores nothing', async () => {
    const before = await fileRows();
    const response = await upload([{ name: 'file', filename: 'x.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('just some text, not a picture') }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Unsupported Media Type', message: 'x.jpg is not an image. Choose a JPEG, PNG, GIF, WebP or AVIF image.' });
    expect(await fileRows()).toEqual(before);
    expect(await isStored(new TextEncoder().encode('just some text, not a picture'))).toBe(false);
    // JPEG's first bytes and garbage after them are no image either.
    const pretending = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await upload([{ name: 'file', filename: 'y.jpg', bytes: pretending }])).statusCode).toBe(415);
    expect(await fileRows()).toEqual(before);
  });

  it('refuses an image over 5 MB with the limit and its size, in the member’s language, storing nothing (and refuses the whole upload)', async () => {
    const big = await noisyJpeg(2600, 1600);
    expect(big.byteLength).toBeGreaterThan(5_242_880);
    const before = await fileRows();
    const response = await upload([{ name: 'file', filename: 'small.jpg', bytes: await jpeg(100, 100) }, { name: 'file', filename: 'big.jpg', bytes: big }]);
    expect(response.statusCode).toBe(413);
    const size = String(Math.round((big.byteLength / 1_048_576) * 10) / 10);
    expect(response.json()).toEqual({ error: 'Payload Too Large', message: `The maximum file size of 5 MB is exceeded: the file is ${size} MB.` });
    expect(await fileRows()).toEqual(before);
    expect(await isStored(big)).toBe(false);
  });

  it('refuses more files than the route takes at once, with the limit, storing nothing', async () => {
    const before = await fileRows();
    const image = await jpeg(20, 20);
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: 'file', filename: `p${i}.jpg`, bytes: image }));
    const response = await upload(seven, as.member, '/api/v1/files/postMedia');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Payload Too Large', message: 'At most 6 files can be sent at once.' });
    expect(await fileRows()).toEqual(before);
  });

  it('refuses a body past the route’s limit from its declared length, before reading it', async () => {
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'a.jpg', bytes: await jpeg(10, 10) }]);
    const response = await current().app.inject({
      method: 'POST', url: '/api/v1/files/uploadImage', payload, headers: { ...headers, ...as.member, 'content-length': String(200_000_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe('The maximum file size of 5 MB is exceeded: the file is 190.7 MB.');
  });

  it('answers 400 to JSON, a misnamed part and an empty form', async () => {
    const json = await current().app.inject({ method: 'POST', url: '/api/v1/files/uploadImage', payload: { file: 'x' }, headers: as.member });
    expect(json.statusCode).toBe(400);
    expect((await upload([{ name: 'picture', filename: 'a.jpg', bytes: await jpeg(10, 10) }])).statusCode).toBe(400);
    expect((await upload([{ name: 'scope', value: 'profile' }])).statusCode).toBe(400);
    expect((await upload([{ name: 'fieldId', value: 'seven' }, { name: 'file', filename: 'a.jpg', bytes: await jpeg(10, 10) }])).statusCode).toBe(400);
  });

  it('lets only site builders upload site files, documents among them', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const refused = await upload([{ name: 'file', filename: 'doc.pdf', bytes: pdf }], as.member, '/api/v1/files/assetUpload');
    expect(refused.statusCode).toBe(403);
    const stored = await upload([{ name: 'file', filename: 'doc.pdf', bytes: pdf }], as.admin, '/api/v1/files/assetUpload');
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json<UploadReply>().files[0]).toMatchObject({ kind: 'document', mime: 'application/pdf', isAsset: true, url: expect.stringMatching(/^\/api\/v1\/document\?id=/) });
    // A PDF is not an image.
    expect((await upload([{ name: 'file', filename: 'doc.pdf', bytes: pdf }])).statusCode).toBe(415);
  });
});
