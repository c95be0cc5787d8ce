import type { FileInfo, UploadReply } from '@tessera/schemas';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';
import { multipartBody } from './multipart-body.ts';

describeAppOnEachDatabase('changing and deleting files', (current) => {
  const as: Record<'member' | 'editor' | 'admin', { authorization: string }> = { member: bearer(''), editor: bearer(''), admin: bearer('') };
  beforeAll(async () => {
    const { app } = current();
    for (const who of ['member', 'editor', 'admin'] as const) as[who] = bearer(await loginToken(app, `${who}@fixture.test`));
  });
  const uploadAs = async (who: { authorization: string }) => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00aa00' } }).png().toBuffer();
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'a.png', bytes }]);
    return (await current().app.inject({ method: 'POST', url: '/api/v1/files/uploadImage', payload, headers: { ...headers, ...who } })).json<UploadReply>().fileIds[0]!;
  };
  const saveData = (id: number, changes: object, who: { authorization: string }) =>
    current().app.inject({ method: 'POST', url: `/api/v1/files/${id}/data`, payload: { changes }, headers: who });
  const remove = (id: number, who: { authorization: string }) => current().app.inject({ method: 'DELETE', url: `/api/v1/files/${id}`, headers: who });

  it('keeps the focal point, title and description its owner sets, merging changes', async () => {
    const id = await uploadAs(as.member);
    const first = await saveData(id, { title: 'Harbour', focalPos: { x: 25.5, y: 80 } }, as.member);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<FileInfo>().data).toEqual({ title: 'Harbour', focalPos: { x: 25.5, y: 80 } });
    const second = await saveData(id, { description: 'At dusk' }, as.member);
    expect(second.json<FileInfo>().data).toEqual({ title: 'Harbour', description: 'At dusk', focalPos: { x: 25.5, y: 80 } });
  });

  it('refuses focal points outside 0–100 and unknown keys', async () => {
    const id = await uploadAs(as.member);
    expect((await saveData(id, { focalPos: { x: 101, y: 50 } }, as.member)).statusCode).toBe(400);
    expect((await saveData(id, { focalPos: { x: 50 } }, as.member)).statusCode).toBe(400);
    expect((await saveData(id, { caption: 'x' }, as.member)).statusCode).toBe(400);
  });

  it('lets only the owner or an admin change or delete a file', async () => {
    const id = await uploadAs(as.member);
    expect((await saveData(id, { title: 'Mine now' }, as.editor)).statusCode).toBe(403);
    expect((await remove(id, as.editor)).statusCode).toBe(403);
    expect((await saveData(id, { title: 'Checked' }, as.admin)).statusCode).toBe(200);
    expect((await remove(id, as.member)).json()).toEqual({ ok: true });
    expect((await remove(id, as.member)).statusCode).toBe(404);
    const other = await uploadAs(as.member);
    expect((await remove(other, as.admin)).statusCode).toBe(200);
  });

  it('keeps files imported with the site from being deleted here', async () => {
    const asset = await current().db.selectFrom('files').select('id').where('assetPath', 'is not', null).executeTakeFirstOrThrow();
    expect((await remove(asset.id, as.admin)).statusCode).toBe(403);
  });
});
