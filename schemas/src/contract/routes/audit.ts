import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const auditRoutes = routeArea('audit', {
  save: {
    method: 'POST', path: '/audit/save', access: 'signedIn',
    summary: 'Records views (up to 100) for the signed-in account; one invalid entry rejects them all',
    body: model.AuditSaveBody, reply: model.OkReply, errors: [], bodyLimit: 256 * 1024,
  },
  logTypes: {
    method: 'GET', path: '/audit/getLogTypes', access: 'signedIn',
    summary: 'The log types the audit log records',
    reply: model.AuditLogTypesReply, errors: [],
  },
});
