import {
  MEMBERSHIP_STATES, NO_REQUEST, mayTransition,
  type Application, type ErrorReply, type MembershipRequest, type MembershipRequestHistoryReply, type MembershipRequestsPage, type MembershipState,
  type MembershipStatesListReply, type RequestStateOrNone,
} from '@tessera/schemas';
import { expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../operations/actor.ts';
import { createAccount } from '../../operations/accounts/create-account.ts';
import type { Change } from '../../operations/context.ts';
import { apiCallerOf } from '../../testing/api-calls.ts';
import { accountIdOf } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase, type TestApp } from '../../testing/test-app.ts';

describeAppOnEachDatabase('applications and membership requests', (current) => {
  const { call } = apiCallerOf(current);
  const ADMIN = 'admin@fixture.test';
  const MEMBER = 'member@fixture.test';
  let counter = 0;
  const newMember = async ({ db, changes }: TestApp) => {
    counter += 1;
    const email = `applicant${counter}@applications.test`;
    const profile = await createAccount({ db, changes }, SYSTEM_ACTOR, { email, passwordHash: 'not-used', role: 'member', data: { profile: { firstName: `Applicant ${counter}` }, meta: {} } });
    return { email, accountId: profile.accountId };
  };
  const newList = async (capacity: number | null = null): Promise<number> => {
    counter += 1;
    const response = await call(ADMIN, 'PUT', '/userLists', { userList: { label: `Course ${counter}`, type: 'group', capacity } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>().id;
  };
  const newApplication = async (capacity: number | null = null): Promise<Application> => {
    const listId = await newList(capacity);
    const response = await call(ADMIN, 'PUT', '/applications', { label: 'Join the course', listId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Application>();
  };
  const apply = (email: string, applicationId: number, state: MembershipState = 'applied', body: object = {}) =>
    call(email, 'POST', `/applications/${applicationId}/request/me/${state}/0`, body);
  const decide = (email: string, requestId: number, state: MembershipState, body: object = {}) =>
    call(email, 'POST', `/applications/membershipRequests/admin/${requestId}/${state}`, body);
  /** What the database holds of the request and its list membership: a refused call changes neither. */
  const snapshot = async (requestId: number) => {
    const { db } = current();
    const request = await db.selectFrom('membershipRequests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    const app = await db.selectFrom('applications').select('userListId').where('id', '=', request.applicationId).executeTakeFirstOrThrow();
    const memberships = await db.selectFrom('listMemberships').select(['id', 'state']).where('userListId', '=', app.userListId).where('accountId', '=', request.accountId).execute();
    const history = await db.selectFrom('membershipRequestChanges').select('id').where('requestId', '=', requestId).execute();
    return { state: request.state, membershipId: request.membershipId, revision: request.revision, memberships, history: history.length };
  };
  const listMembershipOf = async (listId: number, accountId: number) =>
    current().db.selectFrom('listMemberships').select(['id', 'state']).where('userListId', '=', listId).where('accountId', '=', accountId).executeTakeFirst();

  it('creates, reads, changes and deletes applications; members may read but not write them', async () => {
    const application = await newApplication(3);
    expectMatchesSchema(application, 'application');
    expect(application).toMatchObject({ label: 'Join the course', fieldIds: [], capacity: 3, placesLeft: 3, isFull: false });
    expect((await call(MEMBER, 'GET', `/applications/${application.id}`)).json<Application>().label).toBe('Join the course');
    const ofList = (await call(MEMBER, 'GET', `/applications?listId=${application.userListId}`)).json<{ applications: Application[] }>();
    expect(ofList.applications.map((a) => a.id)).toEqual([application.id]);

    expect((await call(MEMBER, 'PUT', '/applications', { label: 'Mine', listId: application.userListId })).statusCode).toBe(403);
    const renamed = await call(ADMIN, 'PUT', `/applications/${application.id}`, { changes: { label: 'Apply here' }, revision: application.revision });
    expect(renamed.json<Application>().label).toBe('Apply here');
    expect((await call(ADMIN, 'PUT', `/applications/${application.id}`, { changes: { label: 'Stale' }, revision: application.revision })).statusCode).toBe(409);
    expect((await call(MEMBER, 'PUT', `/applications/${application.id}`, { changes: { label: 'Mine' } })).statusCode).toBe(403);
    expect((await call(MEMBER, 'GET', `/applications/${application.id}`)).json<Application>().label).toBe('Apply here');

    expect((await call(MEMBER, 'DELETE', `/applications/${application.id}`)).statusCode).toBe(403);
    expect((await call(ADMIN, 'DELETE', `/applications/${application.id}`)).json()).toEqual({ ok: true });
    expect((await call(ADMIN, 'GET', `/applications/${application.id}`)).statusCode).toBe(404);
  });

  it('refuses an application to a list that fills itself', async () => {
    const system = await current().db.selectFrom('userLists').select('id').where('system', '=', true).executeTakeFirst();
    const dynamic = await call(ADMIN, 'PUT', '/userLists', { userList: { label: 'Rule list', type: 'group', dynamic: true, rule: { logicalOperator: 'all', children: [] } } });
    for (const listId of [system?.id, dynamic.json<{ id: number }>().id].filter((id) => id !== undefined)) {
      const response = await call(ADMIN, 'PUT', '/applications', { label: 'No', listId });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorReply>().error).toBe('List fills itself');
    }
  });

  it('adds and removes form fields; the answers are checked on the server with the same rules', async () => {
    const application = await newApplication();
    const field = await current().db.insertInto('fields').values({
      elementKey: `motivation-${counter}`,
      data: JSON.stringify({ type: 'text', name: 'Why do you want to join?', schema: { key: 'motivation', type: 'string', source: 'application' }, validation: { required: true, max: 20 } }),
    }).returning('id').executeTakeFirstOrThrow();
    expect((await call(ADMIN, 'PUT', `/applications/${application.id}/field/999999`, {})).statusCode).toBe(404);
    const withField = await call(ADMIN, 'PUT', `/applications/${application.id}/field/${field.id}`);
    expect(withField.json<Application>().fieldIds).toEqual([field.id]);

    const { email, accountId } = await newMember(current());
    const missing = await apply(email, application.id, 'applied', { data: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorReply & { details: unknown[] }>().details).toEqual([expect.objectContaining({ path: ['motivation'], kind: 'required' })]);
    expect((await apply(email, application.id, 'applied', { data: { motivation: 'x'.repeat(21) } })).statusCode).toBe(400);
    expect((await apply(email, application.id, 'applied', { data: { motivation: 'ok', other: 1 } })).statusCode).toBe(400);
    expect(await current().db.selectFrom('membershipRequests').select('id').where('accountId', '=', accountId).execute()).toEqual([]);

    const applied = await apply(email, application.id, 'applied', { data: { motivation: 'I like boats' } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<MembershipRequest>()).toMatchObject({ state: 'applied', data: { motivation: 'I like boats' }, membershipId: null });

    const without = await call(ADMIN, 'DELETE', `/applications/${application.id}/field/${field.id}`);
    expect(without.json<Application>().fieldIds).toEqual([]);
  });

  it('lets a member apply, withdraw and apply again; an admin accepts, which adds the list membership, and any other state removes it', async () => {
    const application = await newApplication(5);
    const { email, accountId } = await newMember(current());
    const applied = await apply(email, application.id);
    expect(applied.statusCode, applied.body).toBe(200);
    const request = applied.json<MembershipRequest>();
    expectMatchesSchema(request, 'application', 'membershipRequest');
    expect(request).toMatchObject({ state: 'applied', accountId, applicationId: application.id, userListId: application.userListId, membershipId: null });

    expect((await apply(email, application.id, 'withdrawn')).json<MembershipRequest>().state).toBe('withdrawn');
    expect((await apply(email, application.id)).json<MembershipRequest>().state).toBe('applied');
    expect((await call(email, 'GET', '/applications/user')).json<{ requests: MembershipRequest[] }>().requests.map((r) => r.state)).toEqual(['applied']);

    const accepted = await decide(ADMIN, request.id, 'accepted', { message: 'Welcome aboard', changedFrom: 'applied' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const membership = await listMembershipOf(application.userListId, accountId);
    expect(membership?.state).toBe('accepted');
    expect(accepted.json<MembershipRequest>()).toMatchObject({ state: 'accepted', membershipId: membership?.id, message: 'Welcome aboard' });
    expect((await call(ADMIN, 'GET', `/applications/${application.id}`)).json<Application>().placesLeft).toBe(4);

    expect((await decide(ADMIN, request.id, 'completed')).json<MembershipRequest>()).toMatchObject({ state: 'completed', membershipId: null });
    expect(await listMembershipOf(application.userListId, accountId)).toBeUndefined();
  });

  it('refuses every transition not in the table, for members and admins alike, changing nothing', async () => {
    const application = await newApplication();
    const { email } = await newMember(current());
    const request = (await apply(email, application.id)).json<MembershipRequest>();
    // Walk the request through every state an admin can reach it in, and try every change from there.
    const reachable: Array<[MembershipState, MembershipState[]]> = [
      ['applied', []], ['returned', ['returned']], ['accepted', ['accepted']], ['rejected', ['rejected']],
      ['completed', ['accepted', 'completed']], ['banned', ['banned']], ['withdrawn', []],
    ];
    let tried = 0;
    for (const [state, path] of reachable) {
      // Reset to applied through the admin's reopen or the member's own moves, then follow the path.
      const now = (await snapshot(request.id)).state;
      if (now !== 'applied') {
        const back: Array<[string, MembershipState]> = {
          returned: [[email, 'applied']], accepted: [[email, 'withdrawn'], [email, 'applied']], rejected: [[ADMIN, 'applied']],
          completed: [[ADMIN, 'banned'], [ADMIN, 'rejected'], [ADMIN, 'applied']], banned: [[ADMIN, 'rejected'], [ADMIN, 'applied']], withdrawn: [[email, 'applied']],
        }[now as Exclude<MembershipState, 'applied'>] as Array<[string, MembershipState]>;
        for (const [who, to] of back) {
          const moved = who === ADMIN ? await decide(ADMIN, request.id, to) : await apply(email, application.id, to);
          expect(moved.statusCode, `${now} → ${to}: ${moved.body}`).toBe(200);
        }
      }
      for (const to of path) expect((await decide(ADMIN, request.id, to)).statusCode).toBe(200);
      if (state === 'withdrawn') expect((await apply(email, application.id, 'withdrawn')).statusCode).toBe(200);
      expect((await snapshot(request.id)).state).toBe(state);

      for (const to of MEMBERSHIP_STATES) {
        for (const by of ['member', 'admin'] as const) {
          if (mayTransition(by, state, to)) continue;
          const before = await snapshot(request.id);
          const response = by === 'admin' ? await decide(ADMIN, request.id, to) : await apply(email, application.id, to);
          expect(response.statusCode, `${by} ${state} → ${to}: ${response.body}`).toBe(409);
          expect(await snapshot(request.id)).toEqual(before);
          tried += 1;
        }
      }
    }
    expect(tried).toBeGreaterThan(60);
    const refusal = await decide(ADMIN, request.id, (await snapshot(request.id)).state);
    expect(refusal.json<ErrorReply>()).toEqual({ error: 'transitionNotAllowed', message: 'This request cannot be changed to that state from the state it is in.' });
  });

  it('answers a refused transition in the member\'s language', async () => {
    expect((await call(ADMIN, 'POST', '/i18n/toggleLanguagePublishedState', { language: 'fr' })).statusCode).toBe(200);
    const application = await newApplication();
    expect((await apply(MEMBER, application.id)).json<MembershipRequest>().state).toBe('applied');
    const again = await apply(MEMBER, application.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorReply>().message).toBe('Cette demande ne peut pas passer à cet état depuis celui où elle se trouve.');
  });

  it('respects the capacity when accepting: a full list refuses with listAtCapacity and nothing changes', async () => {
    const application = await newApplication(1);
    const first = await newMember(current());
    const second = await newMember(current());
    const one = (await apply(first.email, application.id)).json<MembershipRequest>();
    const two = (await apply(second.email, application.id)).json<MembershipRequest>();
    expect((await decide(ADMIN, one.id, 'accepted')).statusCode).toBe(200);
    const before = await snapshot(two.id);
    const full = await decide(ADMIN, two.id, 'accepted');
    expect(full.statusCode).toBe(409);
    expect(full.json<ErrorReply>().error).toBe('listAtCapacity');
    expect(await snapshot(two.id)).toEqual(before);
    expect((await call(first.email, 'GET', `/applications/${application.id}`)).json<Application>()).toMatchObject({ placesLeft: 0, isFull: true });
  });

  it('accepts exactly the capacity when admins accept many requests at once', async () => {
    const N = 3;
    const application = await newApplication(N);
    const people = await Promise.all(Array.from({ length: 3 * N }, () => newMember(current())));
    const requests = await Promise.all(people.map(async ({ email }) => (await apply(email, application.id)).json<MembershipRequest>()));
    const replies = await Promise.all(requests.map((request) => decide(ADMIN, request.id, 'accepted')));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(N);
    expect(replies.filter((reply) => reply.statusCode === 409 && reply.json<ErrorReply>().error === 'listAtCapacity')).toHaveLength(2 * N);
    const members = await current().db.selectFrom('listMemberships').select('id').where('userListId', '=', application.userListId).where('state', '=', 'accepted').execute();
    expect(members).toHaveLength(N);
  });

  it('keeps a member from changing another\'s request or acting as an admin: 403, nothing changed', async () => {
    const application = await newApplication();
    const owner = await newMember(current());
    const request = (await apply(owner.email, application.id)).json<MembershipRequest>();
    const before = await snapshot(request.id);
    for (const response of [
      await decide(MEMBER, request.id, 'accepted'),
      await decide(MEMBER, request.id, 'rejected'),
      await call(MEMBER, 'POST', `/applications/membershipRequests/0/${application.userListId}/${owner.accountId}/rejected/0`, {}),
      await call(MEMBER, 'PUT', `/applications/${application.id}/request/${owner.accountId}/0`, {}),
      await call(MEMBER, 'GET', '/applications/membershipRequests/admin'),
      await call(MEMBER, 'GET', `/applications/membershipRequests/admin/${request.id}`),
      await call(MEMBER, 'GET', `/applications/membershipRequests/admin/archive/${request.id}`),
      await call(MEMBER, 'GET', `/applications/user/${owner.accountId}`),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json<ErrorReply>().message).toBeTruthy();
    }
    expect(await snapshot(request.id)).toEqual(before);
    // The member's own move only ever touches their own request.
    await apply(MEMBER, application.id, 'withdrawn');
    expect(await snapshot(request.id)).toEqual(before);
  });

  it('keeps the history: who changed what, from which state to which, when, with the message', async () => {
    const application = await newApplication();
    const { email, accountId } = await newMember(current());
    const request = (await apply(email, application.id)).json<MembershipRequest>();
    await decide(ADMIN, request.id, 'returned', { message: 'Tell us more' });
    await apply(email, application.id);
    await decide(ADMIN, request.id, 'rejected', { message: 'Full this term' });
    const history = await call(ADMIN, 'GET', `/applications/membershipRequests/admin/archive/${request.id}`);
    expect(history.statusCode, history.body).toBe(200);
    expectMatchesSchema(history.json(), 'api/applications', 'membershipRequestHistoryReply');
    const admin = await accountIdOf(current().db, ADMIN);
    const { changes } = history.json<MembershipRequestHistoryReply>();
    expect(changes.map(({ changedBy, from, to, message }) => ({ changedBy, from, to, message }))).toEqual([
      { changedBy: accountId, from: null, to: 'applied', message: null },
      { changedBy: admin, from: 'applied', to: 'returned', message: 'Tell us more' },
      { changedBy: accountId, from: 'returned', to: 'applied', message: null },
      { changedBy: admin, from: 'applied', to: 'rejected', message: 'Full this term' },
    ]);
    expect(changes[1]?.changedByName).toBe('Ada Admin');
    expect(Number.isNaN(Date.parse(changes[0]?.at ?? ''))).toBe(false);
  });

  it('lists requests for admins by state and list, a page at a time, and tells the member of a decision', async () => {
    const application = await newApplication();
    const people = await Promise.all([1, 2, 3].map(() => newMember(current())));
    const requests = [];
    for (const { email } of people) requests.push((await apply(email, application.id)).json<MembershipRequest>());
    const told: Change[] = [];
    const stop = current().changes.subscribe('clients', (changes) => told.push(...changes));
    await decide(ADMIN, requests[0]!.id, 'rejected', { message: 'Sorry' });
    await decide(ADMIN, requests[1]!.id, 'returned', { shouldSendNotifications: false });
    stop();
    expect(told.filter((change) => change.scope === 'membershipRequest')).toEqual([{
      scope: 'membershipRequest', accountId: people[0]!.accountId,
      event: { requestId: requests[0]!.id, applicationId: application.id, userListId: application.userListId, state: 'rejected', from: 'applied', message: 'Sorry', byAdmin: true },
    }]);

    const page = await call(ADMIN, 'GET', `/applications/membershipRequests/admin?list=${application.userListId}&limit=2`);
    expect(page.statusCode, page.body).toBe(200);
    expectMatchesSchema(page.json(), 'api/applications', 'membershipRequestsPage');
    expect(page.json<MembershipRequestsPage>()).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.json<MembershipRequestsPage>().requests).toHaveLength(2);
    const applied = (await call(ADMIN, 'GET', `/applications/membershipRequests/admin?list=${application.userListId}&state=applied`)).json<MembershipRequestsPage>();
    expect(applied.requests.map((r) => r.id)).toEqual([requests[2]!.id]);
    expect(applied.requests[0]?.name).toMatch(/^Applicant \d+$/);
    const byId = await call(ADMIN, 'GET', `/applications/membershipRequests/admin/${requests[2]!.id}`);
    expect(byId.json<MembershipRequest>().state).toBe('applied');
  });

  it('lets an admin create a request for an account, and change one by list and account', async () => {
    const application = await newApplication();
    const { accountId } = await newMember(current());
    const created = await call(ADMIN, 'PUT', `/applications/${application.id}/request/${accountId}/0`, {});
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<MembershipRequest>().state).toBe('applied');
    expect((await call(ADMIN, 'PUT', `/applications/${application.id}/request/${accountId}/7`, {})).statusCode).toBe(400);
    const accepted = await call(ADMIN, 'POST', `/applications/membershipRequests/0/${application.userListId}/${accountId}/accepted/0`, { message: 'In' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await listMembershipOf(application.userListId, accountId))?.state).toBe('accepted');
  });

  it('names the states and the table', async () => {
    const reply = (await call(MEMBER, 'GET', '/applications/states')).json<MembershipStatesListReply>();
    expectMatchesSchema(reply, 'api/applications', 'membershipStatesListReply');
    expect(reply.states).toEqual([...MEMBERSHIP_STATES]);
    const from: RequestStateOrNone = NO_REQUEST;
    expect(reply.transitions).toContainEqual({ from, to: 'applied', by: 'member' });
  });
});
