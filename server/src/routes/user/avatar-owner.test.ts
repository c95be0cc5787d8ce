// Forms spec §4: only the account owner may change their avatar. Ada's avatar is an image she
// uploaded; Grace (a member) and the admin (who may update profiles) try every way to change it.
import type { FileData } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { accountIdOf, bearer, loginToken } from '../../testing/auth-helpers.ts';
import { DEMO_PASSWORD, DEMO_SITE_DIR } from '../../testing/demo-site.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

type Auth = { authorization: string };

describeAppOnEachDatabase('only the owner changes an avatar', (current) => {
  let as: Record<'ada' | 'grace' | 'admin', Auth>;
  let adaId: number;
  let graceId: number;
  let picture: number;
  let blockId: number;
  beforeAll(async () => {
    const { app, db } = current();
    const token = (who: string) => loginToken(app, `${who}@demo.test`, DEMO_PASSWORD);
    as = { ada: bearer(await token('ada')), grace: bearer(await token('grace')), admin: bearer(await token('admin')) };
    adaId = await accountIdOf(db, 'ada@demo.test');
    graceId = await accountIdOf(db, 'grace@demo.test');
    picture = (await db.insertInto('files')
      .values({ sha256: 'a'.repeat(64), mime: 'image/jpeg', size: 10, name: 'ada.jpg', isAsset: false, assetPath: null, accountId: adaId, data: JSON.stringify({ focalPos: { x: 40, y: 30 } }) })
      .returning('id').executeTakeFirstOrThrow()).id;
    const set = await app.inject({ method: 'POST', url: '/api/v1/user/image/avatar', headers: as.ada, payload: { avatar: picture } });
    expect(set.statusCode, set.body).toBe(200);
    // A profile form block holding the avatar, as a site builder might set one up.
    const page = await db.selectFrom('pages').select('id').where('slug', '=', 'my-profile').executeTakeFirstOrThrow();
    blockId = (await db.selectFrom('blocks').select('id').where('pageId', '=', page.id).where('key', '=', 'about').executeTakeFirstOrThrow()).id;
    const field = { key: 'avatarFileId', name: 'Picture', type: 'imageUploader', schema: { key: 'avatarFileId', type: 'number', source: 'profile' } };
    const created = await app.inject({ method: 'PUT', url: '/api/v1/structure/field', headers: as.admin, payload: { field, source: 'profile', itemId: blockId, itemType: 'block' } });
    expect(created.statusCode, created.body).toBe(200);
  });
  const state = async () => {
    const { db } = current();
    const avatars = await db.selectFrom('profiles').select(['accountId', 'data']).where('accountId', 'in', [adaId, graceId]).execute();
    const file = await db.selectFrom('files').select(['data']).where('id', '=', picture).executeTakeFirst();
    return { avatars: avatars.map((row) => [row.accountId, row.data.profile.avatarFileId ?? null]).sort(), file: file?.data as FileData | undefined };
  };

  it("Grace cannot change Ada's avatar in any way: 403 and nothing changed", async () => {
    const { app } = current();
    const before = await state();
    expect(before.avatars).toContainEqual([adaId, picture]);
    const graceUpload = (await current().db.insertInto('files')
      .values({ sha256: 'b'.repeat(64), mime: 'image/png', size: 10, name: 'grace.png', isAsset: false, assetPath: null, accountId: graceId })
      .returning('id').executeTakeFirstOrThrow()).id;
    const attempts = [
      // Ada's profile form, with Grace's picture or none.
      app.inject({ method: 'POST', url: `/api/v1/profile/${adaId}`, headers: as.grace, payload: { blockId, changes: { avatarFileId: graceUpload } } }),
      // Ada's picture's focal point, and the picture itself.
      app.inject({ method: 'POST', url: `/api/v1/files/${picture}/data`, headers: as.grace, payload: { changes: { focalPos: { x: 0, y: 0 } } } }),
      app.inject({ method: 'DELETE', url: `/api/v1/files/${picture}`, headers: as.grace }),
      // Ada's picture taken as Grace's own avatar.
      app.inject({ method: 'POST', url: '/api/v1/user/image/avatar', headers: as.grace, payload: { avatar: picture } }),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect(reply.statusCode, reply.body).toBe(403);
      expect(reply.json()).toMatchObject({ error: 'Forbidden', message: expect.any(String) });
    }
    expect(await state()).toEqual(before);
  });

  it("an admin who may update profiles still cannot change Ada's avatar through her profile form", async () => {
    const before = await state();
    const reply = await current().app.inject({ method: 'POST', url: `/api/v1/profile/${adaId}`, headers: as.admin, payload: { blockId, changes: { avatarFileId: picture } } });
    expect(reply.statusCode, reply.body).toBe(403);
    expect(await state()).toEqual(before);
  });

  it('Ada changes her own avatar, through her form as well, and its focal point', async () => {
    const { app } = current();
    const focal = await app.inject({ method: 'POST', url: `/api/v1/files/${picture}/data`, headers: as.ada, payload: { changes: { focalPos: { x: 10, y: 90 } } } });
    expect(focal.statusCode, focal.body).toBe(200);
    const again = await app.inject({ method: 'POST', url: `/api/v1/profile/${adaId}`, headers: as.ada, payload: { blockId, changes: { avatarFileId: picture } } });
    expect(again.statusCode, again.body).toBe(200);
    expect((await state()).file).toMatchObject({ focalPos: { x: 10, y: 90 } });
  });
}, { siteDir: DEMO_SITE_DIR });
