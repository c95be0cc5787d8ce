// The application and membership request calls of data spec §7 (Applications and connections):
// applications with their form fields, the member's own requests, and the admins' decisions with
// the history they leave. Which state may follow which is the transition table's
// (schemas/src/applications/membership-transitions.ts).
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId, idParams } from '../params.ts';
import { routeArea } from '../route.ts';

const manage = (action: 'create' | 'update' | 'delete') => ({ action, subject: 'items.applications' }) as const;
const decide = { action: 'update', subject: 'userLists' } as const;
/** Entities arrive with a later issue: 0 stands for none, else it must be the list's entity. */
const entityId = () => Type.Integer({ minimum: 0, maximum: 2147483647, description: "The list's entity; 0 when it has none" });
const fieldParams = Type.Object({ id: databaseId(), fieldId: databaseId() });
const notFound = ['APPLICATION_NOT_FOUND'] as const;
const requestErrors = ['NOT_ALLOWED', 'MEMBERSHIP_REQUEST_NOT_FOUND', 'TRANSITION_NOT_ALLOWED', 'LIST_AT_CAPACITY', 'REVISION_CONFLICT'] as const;

export const applicationRoutes = routeArea('applications', {
  listApplications: {
    method: 'GET', path: '/applications', access: 'signedIn',
    summary: 'Every application (those of one list with ?listId), with its list\'s label and places left',
    query: Type.Object({ listId: Type.Optional(databaseId()) }, { additionalProperties: false }),
    reply: model.ApplicationsReply, errors: [],
  },
  createApplication: {
    method: 'PUT', path: '/applications', access: 'signedIn', permission: manage('create'),
    summary: 'Creates an application to join a list filled by hand', body: model.ApplicationCreateBody,
    reply: model.Application, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND', 'LIST_FILLS_ITSELF'],
  },
  membershipStates: {
    method: 'GET', path: '/applications/states', access: 'signedIn',
    summary: 'The membership states, and the changes allowed between them with who may make each',
    reply: model.MembershipStatesListReply, errors: [],
  },
  ownRequests: {
    method: 'GET', path: '/applications/user', access: 'signedIn',
    summary: "The signed-in member's own membership requests", reply: model.MembershipRequestsReply, errors: [],
  },
  requestsOfUser: {
    method: 'GET', path: '/applications/user/{id}', access: 'signedIn',
    summary: "An account's membership requests (one's own, or anyone's with accessUserData on userLists)",
    params: idParams, reply: model.MembershipRequestsReply, errors: ['NOT_ALLOWED'],
  },
  applicationById: {
    method: 'GET', path: '/applications/{id}', access: 'signedIn',
    summary: 'An application with its list\'s label and places left', params: idParams, reply: model.Application, errors: [...notFound],
  },
  updateApplication: {
    method: 'PUT', path: '/applications/{id}', access: 'signedIn', permission: manage('update'),
    summary: "Changes an application's label, list or fields (the properties sent)", params: idParams,
    body: model.ApplicationUpdateBody, reply: model.Application,
    errors: ['NOT_ALLOWED', ...notFound, 'USER_LIST_NOT_FOUND', 'LIST_FILLS_ITSELF', 'FIELD_NOT_FOUND', 'REVISION_CONFLICT'],
  },
  deleteApplication: {
    method: 'DELETE', path: '/applications/{id}', access: 'signedIn', permission: manage('delete'),
    summary: 'Deletes an application and its requests; the memberships accepted requests gave stay', params: idParams,
    reply: model.OkReply, errors: ['NOT_ALLOWED', ...notFound],
  },
  addApplicationField: {
    method: 'PUT', path: '/applications/{id}/field/{fieldId}', access: 'signedIn', permission: manage('update'),
    summary: "Adds a field to the end of an application's form", params: fieldParams, reply: model.Application,
    errors: ['NOT_ALLOWED', ...notFound, 'FIELD_NOT_FOUND'],
  },
  removeApplicationField: {
    method: 'DELETE', path: '/applications/{id}/field/{fieldId}', access: 'signedIn', permission: manage('update'),
    summary: "Takes a field out of an application's form", params: fieldParams, reply: model.Application,
    errors: ['NOT_ALLOWED', ...notFound, 'FIELD_NOT_FOUND'],
  },
  adminRequests: {
    method: 'GET', path: '/applications/membershipRequests/admin', access: 'signedIn', permission: { action: 'accessUsersLists', subject: 'userLists' },
    summary: 'Membership requests, newest change first, by state, list or application, a page at a time',
    query: model.MembershipRequestsQuery, reply: model.MembershipRequestsPage, errors: ['NOT_ALLOWED'],
  },
  adminRequestById: {
    method: 'GET', path: '/applications/membershipRequests/admin/{id}', access: 'signedIn', permission: { action: 'accessUserData', subject: 'userLists' },
    summary: 'One membership request with the answers given', params: idParams, reply: model.MembershipRequest,
    errors: ['NOT_ALLOWED', 'MEMBERSHIP_REQUEST_NOT_FOUND'],
  },
  adminChangeRequest: {
    method: 'POST', path: '/applications/membershipRequests/admin/{id}/{state}', access: 'signedIn', permission: decide,
    summary: "An admin changes a request's state (accepting adds the list membership, any other state removes it); the member is told",
    params: Type.Object({ id: databaseId(), state: model.MembershipState }), body: model.MembershipRequestChangeBody,
    reply: model.MembershipRequest, errors: [...requestErrors],
  },
  requestHistory: {
    method: 'GET', path: '/applications/membershipRequests/admin/archive/{id}', access: 'signedIn', permission: { action: 'accessUserData', subject: 'userLists' },
    summary: "A request's history: every change of state, who made it, when, and its message", params: idParams,
    reply: model.MembershipRequestHistoryReply, errors: ['NOT_ALLOWED', 'MEMBERSHIP_REQUEST_NOT_FOUND'],
  },
  changeFollowerRequest: {
    method: 'POST', path: '/applications/membershipRequests/{entityId}/{listId}/{followerId}/{state}/{connectionId}', access: 'signedIn', permission: decide,
    summary: "An admin changes the state of an account's request to join a list (by list and account rather than request id)",
    params: Type.Object({ entityId: entityId(), listId: databaseId(), followerId: databaseId(), state: model.MembershipState, connectionId: entityId() }),
    body: model.MembershipRequestChangeBody, reply: model.MembershipRequest, errors: [...requestErrors, 'BAD_REQUEST'],
  },
  adminCreateRequest: {
    method: 'PUT', path: '/applications/{id}/request/{accountId}/{entityId}', access: 'signedIn', permission: decide,
    summary: 'An admin creates a request for an account: applied, or accepted holding the membership named',
    params: Type.Object({ id: databaseId(), accountId: databaseId(), entityId: entityId() }), body: model.AdminRequestBody,
    reply: model.MembershipRequest, errors: [...requestErrors, ...notFound, 'BAD_REQUEST'],
  },
  memberRequest: {
    method: 'POST', path: '/applications/{id}/request/me/{state}/{entityId}', access: 'signedIn',
    summary: "The member applies (applied, with the form's answers) or withdraws (withdrawn) through an application",
    params: Type.Object({ id: databaseId(), state: model.MembershipState, entityId: entityId() }), body: model.MemberRequestBody,
    reply: model.MembershipRequest, errors: ['TRANSITION_NOT_ALLOWED', 'FORM_INVALID', ...notFound, 'BAD_REQUEST'], bodyLimit: 64 * 1024,
  },
});
