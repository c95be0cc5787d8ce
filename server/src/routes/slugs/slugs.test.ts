import type { SlugValidateReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('GET /{source}/{contextId?}/{id}/slug/{slug}/validate', (current) => {
  let member: { authorization: string };
  let ids: { home: number; members: number; about: number };
  beforeAll(async () => {
    const { app, db } = current();
    member = bearer(await loginToken(app, 'member@fixture.test'));
    const moduleId = async (slug: string) => (await db.selectFrom('modules').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    const about = (await db.selectFrom('pages').select('id').where('slug', '=', 'about').executeTakeFirstOrThrow()).id;
    ids = { home: await moduleId('home'), members: await moduleId('members'), about };
  });
  const validate = async (path: string) => {
    const reply = await current().app.inject({ url: `/api/v1${path}/validate`, headers: member });
    expect(reply.statusCode, reply.body).toBe(200);
    expectMatchesSchema(reply.json(), 'api/slugs', 'slugValidateReply');
    return reply.json<SlugValidateReply>();
  };

  it('finds module slugs free or taken across the site, an item keeping its own', async () => {
    expect(await validate('/module/0/slug/workshop')).toEqual({ unique: true, number: 0 });
    expect(await validate('/module/0/slug/home')).toEqual({ unique: false, number: 2 });
    expect(await validate(`/module/${ids.home}/slug/home`)).toEqual({ unique: true, number: 0 });
  });

  it('refuses reserved and malformed module slugs', async () => {
    expect(await validate('/module/0/slug/settings')).toEqual({ unique: false, number: 2 });
    expect(await validate('/module/0/slug/Not%20a%20slug')).toEqual({ unique: false, number: 0 });
  });

  it('finds page slugs within their module, suggesting the next free number', async () => {
    expect(await validate(`/page/${ids.home}/0/slug/about`)).toEqual({ unique: false, number: 2 });
    expect(await validate(`/page/${ids.members}/0/slug/about`)).toEqual({ unique: true, number: 0 });
    expect(await validate(`/page/${ids.home}/${ids.about}/slug/about`)).toEqual({ unique: true, number: 0 });
    expect(await validate(`/page/${ids.home}/0/slug/404`)).toEqual({ unique: false, number: 2 });
  });

  it('asks for the module of page slugs, knows only sources with slugs, and wants a signed-in caller', async () => {
    const { app } = current();
    expect((await app.inject({ url: '/api/v1/page/0/slug/about/validate', headers: member })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/brand/0/slug/about/validate', headers: member })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/module/0/slug/home/validate' })).statusCode).toBe(401);
  });
});
