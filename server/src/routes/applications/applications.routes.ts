// The application and membership request calls (data spec §7, Applications and connections).
// Writes go through the operations, which check permission first; reads check here.
import { applicationRoutes } from '@tessera/schemas/contract';
import { MEMBERSHIP_STATES, MEMBERSHIP_TRANSITIONS, can } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { readApplication, readApplications } from '../../operations/applications/read-applications.ts';
import { readRequest, requestChanges, requestsOf, requestsPage } from '../../operations/applications/read-requests.ts';
import { adminChangeRequest, adminCreateRequest, changeFollowerRequest, memberRequest } from '../../operations/applications/request-calls.ts';
import { createApplication, deleteApplication, setApplicationField, updateApplication } from '../../operations/applications/write-application.ts';
import type { Actor } from '../../operations/actor.ts';
import { assertCan } from '../../operations/assert-can.ts';
import type { ServerContext } from '../../server-context.ts';
import { feedThrottle } from '../external/feed-throttle.ts';
import { serverRemote } from '../profile/server-remote.ts';

/** Reading a list's requests and their answers is reading its members' data (forms spec §6: accessUserData). */
const assertReadsRequestsOf = (reader: Actor, userListId: number) =>
  assertCan(reader, 'accessUserData', 'userLists', { subjectId: userListId }, "You may not read this list's membership requests.");

export const applicationHandlers = (ctx: ServerContext) => {
  const throttleFeeds = feedThrottle(ctx.db);
  return implementRoutes(applicationRoutes)({
    listApplications: async (request) => ({ applications: await readApplications(ctx.db, request.query.listId) }),
    createApplication: (request) => createApplication(ctx, signedIn(request), request.body.label, request.body.listId),
    membershipStates: () => ({ states: [...MEMBERSHIP_STATES], transitions: [...MEMBERSHIP_TRANSITIONS] }),
    ownRequests: async (request) => ({ requests: await requestsOf(ctx.db, signedIn(request).accountId) }),
    requestsOfUser: async (request) => {
      const reader = signedIn(request);
      if (reader.accountId !== request.params.id) assertCan(reader, 'accessUserData', 'userLists', {}, "You may not read another member's requests.");
      return { requests: await requestsOf(ctx.db, request.params.id) };
    },
    applicationById: (request) => readApplication(ctx.db, request.params.id),
    updateApplication: (request) => updateApplication(ctx, signedIn(request), request.params.id, request.body.changes, request.body.revision),
    deleteApplication: async (request) => {
      await deleteApplication(ctx, signedIn(request), request.params.id);
      return { ok: true };
    },
    addApplicationField: (request) => setApplicationField(ctx, signedIn(request), request.params.id, request.params.fieldId, true),
    removeApplicationField: (request) => setApplicationField(ctx, signedIn(request), request.params.id, request.params.fieldId, false),
    adminRequests: (request) => {
      const reader = signedIn(request);
      const { list } = request.query;
      // Everyone's requests need the lists permission; one list's, reading its members' data.
      if (list === undefined || !can(reader, 'accessUserData', 'userLists', { subjectId: list })) {
        assertCan(reader, 'accessUsersLists', 'userLists', {}, 'You may not read membership requests.');
      }
      return requestsPage(ctx.db, request.query);
    },
    adminRequestById: async (request) => {
      const found = await readRequest(ctx.db, request.params.id).catch((error: unknown) => {
        assertCan(signedIn(request), 'accessUsersLists', 'userLists', {}, 'You may not read membership requests.');
        throw error;
      });
      assertReadsRequestsOf(signedIn(request), found.userListId);
      return found;
    },
    adminChangeRequest: (request) => adminChangeRequest(ctx, signedIn(request), request.params.id, request.params.state, request.body),
    requestHistory: async (request) => {
      const found = await readRequest(ctx.db, request.params.id).catch((error: unknown) => {
        assertCan(signedIn(request), 'accessUsersLists', 'userLists', {}, 'You may not read membership requests.');
        throw error;
      });
      assertReadsRequestsOf(signedIn(request), found.userListId);
      return { request: found, changes: await requestChanges(ctx.db, found.id) };
    },
    changeFollowerRequest: (request) => changeFollowerRequest(ctx, signedIn(request), request.params, request.body),
    adminCreateRequest: (request) => adminCreateRequest(ctx, signedIn(request), {
      applicationId: request.params.id, accountId: request.params.accountId, entityId: request.params.entityId, membershipId: request.body.membershipId,
    }),
    memberRequest: (request) => {
      const actor = signedIn(request);
      const remote = serverRemote(ctx.db, () => throttleFeeds(actor.accountId));
      return memberRequest(ctx, actor, { applicationId: request.params.id, state: request.params.state, entityId: request.params.entityId, ...request.body }, remote);
    },
  });
};

