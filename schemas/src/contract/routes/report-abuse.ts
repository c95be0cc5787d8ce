// Abuse reports and moderation (data spec §7 "Email templates, mappings, abuse…"). Members report
// posts and comments; those who may read abuseReports see them grouped by the item reported, and
// those who may update abuseReports act on the item. The spec names the paths of reporting,
// searching, reading, deleting and setting a status; commenting and re-enabling sit beside
// deleting under reportAbuse/ (decision 0049).
import * as model from '../../generated/model-refs.ts';
import { idParams } from '../params.ts';
import { routeArea } from '../route.ts';

const read = { action: 'read', subject: 'abuseReports' } as const;
const moderate = { action: 'update', subject: 'abuseReports' } as const;
const actionErrors = ['NOT_ALLOWED', 'REPORT_NOT_FOUND', 'COMMUNICATION_NOT_FOUND'] as const;

export const reportAbuseRoutes = routeArea('reportAbuse', {
  reportCommunication: {
    method: 'PUT', path: '/reportAbuse/communication', access: 'signedIn',
    summary: "Reports a post or comment the member can see, with a category; the member's second report of the same item replaces their first. Moderators are told of a first report",
    body: model.ReportAbuseBody, reply: model.AbuseReport, errors: ['COMMUNICATION_NOT_FOUND', 'NOT_ALLOWED', 'BAD_REQUEST'],
  },
  searchReports: {
    method: 'GET', path: '/reportAbuse/search', access: 'signedIn', permission: read,
    summary: 'Reports matching the filters, one row per item reported with their count, categories and statuses',
    query: model.ReportAbuseSearchQuery, reply: model.ReportAbuseSearchReply, errors: ['NOT_ALLOWED'],
  },
  reportById: {
    method: 'GET', path: '/reportAbuse/{id}', access: 'signedIn', permission: read,
    summary: 'The item a report is about, with every report of it and what moderators did',
    params: idParams, reply: model.ReportAbuseDetail, errors: ['NOT_ALLOWED', 'REPORT_NOT_FOUND'],
  },
  deleteCommunicationAdmin: {
    method: 'POST', path: '/reportAbuse/deleteCommunicationAdmin', access: 'signedIn', permission: moderate,
    summary: "Removes the reported item for everyone and tells its author why; the item's reports are resolved",
    body: model.DeleteCommunicationAdminBody, reply: model.ReportAbuseDetail, errors: [...actionErrors],
  },
  commentCommunicationAdmin: {
    method: 'POST', path: '/reportAbuse/commentCommunicationAdmin', access: 'signedIn', permission: moderate,
    summary: "Sends the reported item's author a message from the moderators (a notification), kept in the report's history",
    body: model.CommentCommunicationAdminBody, reply: model.ReportAbuseDetail, errors: [...actionErrors],
  },
  enableCommunicationAdmin: {
    method: 'POST', path: '/reportAbuse/enableCommunicationAdmin', access: 'signedIn', permission: moderate,
    summary: 'Brings a removed item back for everyone',
    body: model.EnableCommunicationAdminBody, reply: model.ReportAbuseDetail, errors: [...actionErrors],
  },
  setReportStatus: {
    method: 'POST', path: '/reportAbuse/{id}', access: 'signedIn', permission: moderate,
    summary: "Sets a report's status, or with bulk that of every report of the same item",
    params: idParams, body: model.ReportStatusBody, reply: model.ReportAbuseDetail, errors: ['NOT_ALLOWED', 'REPORT_NOT_FOUND'],
  },
});
