import type { GetFilesReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('POST /files/getFiles', (current) => {
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = bearer(await loginToken(current().app, 'member@fixture.test'));
  });
  const getFiles = (payload: object, auth: Record<string, string> = headers) =>
    current().app.inject({ method: 'POST', url: '/api/v1/files/getFiles', headers: auth, payload });

  it('describes the files asked for, in order, leaving unknown ids out, with URLs that serve them', async () => {
    const { app, db } = current();
    const stored = await db.selectFrom('files').select(['id', 'assetPath', 'size']).orderBy('id').execute();
    const [first, second] = stored;
    const response = await getFiles({ scope: 'page', fileIds: [second!.id, 999999, first!.id] });
    expectMatchesSchema(response.json(), 'api/files', 'getFilesReply');
    const { files } = response.json<GetFilesReply>();
    expect(files.map((f) => f.id)).toEqual([second!.id, first!.id]);
    expect(files[1]).toEqual({
      id: first!.id, name: expect.any(String), mime: 'image/svg+xml', size: first!.size, url: `/api/v1/image?id=${first!.id}`, isAsset: true,
      kind: 'image', ownerId: null, data: {}, downloadCount: 0,
    });
    expect((await app.inject({ url: files[1]!.url })).statusCode).toBe(200);
  });

  it('400s more than 100 ids, and 401s without a token', async () => {
    expect((await getFiles({ fileIds: Array.from({ length: 101 }, (_, i) => i + 1) })).statusCode).toBe(400);
    expect((await getFiles({ fileIds: [1] }, {})).statusCode).toBe(401);
  });
});
