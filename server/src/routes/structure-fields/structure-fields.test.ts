import type { Block, DataSchemaListReply, Field, FieldDefaultsReply, FieldListReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';
import { structureDump } from '../../testing/structure-dump.ts';

describeAppOnEachDatabase('structure: fields', (current) => {
  let as: Record<'admin' | 'member', { authorization: string }>;
  let hero: number;
  beforeAll(async () => {
    const { app, db } = current();
    as = { admin: bearer(await loginToken(app, 'admin@fixture.test')), member: bearer(await loginToken(app, 'member@fixture.test')) };
    hero = (await db.selectFrom('blocks').select('id').where('key', '=', 'hero').executeTakeFirstOrThrow()).id;
  });
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers = as.admin) =>
    current().app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });
  const fieldsOf = async (blockId: number) => (await call('GET', `/structure/block/${blockId}?editMode=true`)).json<Block>().fields;

  it('creates fields, attaching them to a block at an index; a source gives a field its data schema', async () => {
    const city = await call('PUT', '/structure/field', { field: { key: 'city', type: 'text', tags: ['address'], default: 'Brest' }, source: 'profile', itemId: hero, itemType: 'block' });
    expect(city.statusCode).toBe(200);
    expectMatchesSchema(city.json(), 'field');
    expect(city.json<Field>()).toMatchObject({ key: 'city', schema: { key: 'city', type: 'string', source: 'profile' } });
    const age = await call('PUT', '/structure/field', { field: { key: 'age', type: 'number' }, itemId: hero, itemType: 'block', _opts: { index: 0 } });
    expect(await fieldsOf(hero)).toEqual([age.json<Field>().id, city.json<Field>().id]);
  });

  it('lists fields (schemas only when asked), by tag, their defaults and their data schemas', async () => {
    const plain = (await call('GET', '/structure/field', undefined, as.member)).json<FieldListReply>().fields;
    expect(plain.map((f) => f.key)).toEqual(['city', 'age']);
    expect(plain[0]).not.toHaveProperty('schema');
    expect((await call('GET', '/structure/field?withSchemas=true')).json<FieldListReply>().fields[0]?.schema).toBeDefined();
    const tagged = (await call('GET', '/structure/field/tag/address')).json<FieldListReply>().fields;
    expect(tagged.map((f) => f.key)).toEqual(['city']);
    const [city, age] = plain as [Field, Field];
    expect((await call('GET', `/structure/field/default/${city.id}`)).json()).toEqual({ id: city.id, value: 'Brest' });
    expect((await call('GET', '/structure/field/default/2147483000')).statusCode).toBe(404);
    const many = (await call('POST', '/structure/field/default/getMany', { fieldIds: [age.id, 2147483000, city.id] })).json<FieldDefaultsReply>();
    expect(many.defaults).toEqual([{ id: age.id, value: null }, { id: city.id, value: 'Brest' }]);
    expect((await call('GET', '/structure/dataSchema')).json<DataSchemaListReply>().dataSchemas).toEqual([{ key: 'city', type: 'string', source: 'profile', privacy: 'public' }]);
  });

  it('updates a field, adds one to a block, takes it off one block and deletes it everywhere', async () => {
    const [city, age] = (await call('GET', '/structure/field')).json<FieldListReply>().fields as [Field, Field];
    const updated = await call('POST', '/structure/field', { fieldId: city.id, field: { key: 'city', type: 'text', default: 'Saint-Malo' } });
    expect(updated.json<Field>()).toMatchObject({ id: city.id, default: 'Saint-Malo' });
    const intro = (await current().db.selectFrom('blocks').select('id').where('key', '=', 'intro').executeTakeFirstOrThrow()).id;
    const added = await call('PUT', `/structure/block/${intro}/addField/${age.id}`);
    expect(added.json<Block>().fields).toEqual([age.id]);
    expect((await call('PUT', `/structure/block/${intro}/addField/2147483000`)).statusCode).toBe(400);
    expect((await call('DELETE', `/structure/field/${city.id}/block/${hero}`)).json()).toEqual({ ok: true });
    expect(await fieldsOf(hero)).toEqual([age.id]);
    expect((await call('DELETE', `/structure/field/${age.id}`)).json()).toEqual({ ok: true });
    expect(await fieldsOf(hero)).toEqual([]);
    expect(await fieldsOf(intro)).toEqual([]);
    expect((await call('DELETE', `/structure/field/${age.id}`)).statusCode).toBe(404);
  });

  it('refuses bad fields with 400 and members with 403, changing nothing', async () => {
    const before = await structureDump(current().db);
    const bad: [string, object, number][] = [
      ['PUT', { field: { type: 'text' } }, 400],
      ['PUT', { field: { key: 'x', type: 'hologram' } }, 400],
      ['PUT', {}, 400],
      ['POST', { field: { key: 'x', type: 'text' } }, 400],
      ['POST', { fieldId: 2147483000, field: { key: 'x', type: 'text' } }, 404],
      ['PUT', { field: { key: 'x', type: 'text' }, itemId: hero }, 400],
      ['PUT', { field: { key: 'x', type: 'text' } }, 403],
    ];
    for (const [[method, body, status], index] of bad.map((entry, i) => [entry, i] as const)) {
      const reply = await call(method as 'PUT' | 'POST', '/structure/field', body, status === 403 ? as.member : as.admin);
      expect(reply.statusCode, `case ${index}`).toBe(status);
    }
    expect((await call('DELETE', '/structure/field/1', undefined, as.member)).statusCode).toBe(403);
    expect(await structureDump(current().db)).toBe(before);
  });
});
