import type { AuditEntry } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { accountIdOf, bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

const view = (extra: Partial<AuditEntry> = {}): AuditEntry => ({
  logType: 'pageView', subject: { type: 'page', id: 12, moduleSlug: 'home', pageSlug: 'welcome' }, actionTime: '2025-03-01T10:00:00.000Z', ...extra,
});

describeAppOnEachDatabase('audit routes', (current) => {
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = bearer(await loginToken(current().app, 'member@fixture.test'));
  });
  const save = (body: unknown) => current().app.inject({
    method: 'POST', url: '/api/v1/audit/save', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body),
  });
  const storedCount = async () => Number((await current().db.selectFrom('auditLog').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  it('stores every entry with the signed-in account', async () => {
    const memberId = await accountIdOf(current().db, 'member@fixture.test');
    const response = await save([view(), view({ logType: 'profileView', subject: { type: 'profile', id: 3 }, extra: { from: 'directory' } })]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const rows = await current().db.selectFrom('auditLog').select(['accountId', 'logType', 'subject', 'actionTime', 'extra']).orderBy('id').execute();
    expect(rows).toEqual([
      { accountId: memberId, logType: 'pageView', subject: view().subject, actionTime: new Date('2025-03-01T10:00:00.000Z'), extra: null },
      { accountId: memberId, logType: 'profileView', subject: { type: 'profile', id: 3 }, actionTime: expect.any(Date), extra: { from: 'directory' } },
    ]);
  });

  it.each([
    ['an unknown log type', [view(), { ...view(), logType: 'click' }], 'body/1/logType'],
    ['an entry without a subject', [{ logType: 'pageView', actionTime: view().actionTime }], "must have required property 'subject'"],
    ['a time that is not a time', [view({ actionTime: 'yesterday' })], 'body/0/actionTime must be a date and time'],
    ['a time no clock shows', [view({ actionTime: '2016-12-31T23:59:60Z' })], 'body/0/actionTime must be a date and time with a time zone (ISO 8601), between the years 1 and 9999'],
    ['a time before the year 1, which the database cannot store', [view({ actionTime: '0000-01-01T00:00:00Z' })], 'body/0/actionTime must be a date and time'],
    ['a subject with a NUL character', [view({ subject: { type: 'pa\u0000ge' } })], 'body/0/subject/type must not contain NUL characters or unpaired surrogates'],
    ['extra data with an unpaired surrogate', [view({ extra: { note: '\ud800' } })], 'body/0/extra/note must not contain NUL characters or unpaired surrogates'],
    ['more than 100 entries', Array.from({ length: 101 }, () => view()), 'body must NOT have more than 100 items'],
    ['something that is not a list', { entries: [view()] }, 'body must be array'],
  ])('answers 400 for %s and stores nothing', async (_, payload, message) => {
    const before = await storedCount();
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(message) });
    expect(await storedCount()).toBe(before);
  });

  it('lists the log types', async () => {
    const response = await current().app.inject({ url: '/api/v1/audit/getLogTypes', headers });
    expect(response.json()).toEqual({ logTypes: ['pageView', 'profileView', 'entityPageView', 'entityView'] });
  });
});
