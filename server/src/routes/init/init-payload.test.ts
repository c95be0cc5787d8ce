import { schemaRef, type InitReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { compileSerializer } from '../../http/schema-compilers.ts';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';
import { initPayload, type OwnInit, type SharedInit } from './init-payload.ts';

// What Fastify would send for the whole reply object: the route's reply schema, serialised.
const serializeInitReply = compileSerializer({ $ref: schemaRef('api/init', 'initReply') });

const split = ({ user, page, permissions, visiblePermissions, viewAs, structureRevision, ...shared }: InitReply): { shared: SharedInit; own: OwnInit } =>
  ({ shared, own: { user, page, permissions, visiblePermissions, viewAs, structureRevision } });

describeAppOnEachDatabase('initPayload', (current) => {
  const replies: Record<string, InitReply> = {};
  beforeAll(async () => {
    const { app } = current();
    const read = async (email: string, query = '') => {
      const response = await app.inject({ url: `/api/v1/init${query}`, headers: bearer(await loginToken(app, email)) });
      return response.json<InitReply>();
    };
    replies.member = await read('member@fixture.test');
    replies.admin = await read('admin@fixture.test');
    replies.withPage = await read('member@fixture.test', `?opts=${encodeURIComponent('{"moduleSlug":"home","pageSlug":"welcome"}')}`);
  });

  it.each(['member', 'admin', 'withPage'])('splices the bytes the InitReply serialiser writes for the whole object (%s)', (name) => {
    const reply = replies[name]!;
    const { shared, own } = split(reply);
    const bytes = initPayload(shared, own);
    expect(bytes.toString()).toBe(serializeInitReply({ ...shared, ...own }));
    expect(JSON.parse(bytes.toString())).toEqual(reply);
    if (name === 'withPage') expect(reply.page?.blocks.length).toBeGreaterThan(0);
  });

  it('keeps the shared bytes by the SharedInit object, and serialises a replaced one afresh', () => {
    const { shared, own } = split(structuredClone(replies.member!));
    const first = initPayload(shared, own);
    const otherMember = split(replies.admin!).own;
    expect(JSON.parse(initPayload(shared, otherMember).toString())).toEqual({ ...shared, ...otherMember });

    // The site cache never changes its objects in place, so the bytes made for one are kept.
    shared.settings.name = 'Changed in place';
    expect(initPayload(shared, own)).toEqual(first);
    const renamed: SharedInit = { ...shared, settings: { ...shared.settings, name: 'Renamed Makers' } };
    expect(JSON.parse(initPayload(renamed, own).toString()).settings.name).toBe('Renamed Makers');
  });
});
