// Abuse reports and moderation (data spec §7). Writes go through operations/report-abuse.
import { reportAbuseRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import {
  commentOnReportedCommunication, deleteReportedCommunication, enableReportedCommunication, setReportStatus,
} from '../../operations/report-abuse/moderate-communication.ts';
import { readReport, searchReports } from '../../operations/report-abuse/read-reports.ts';
import { reportCommunication } from '../../operations/report-abuse/report-communication.ts';
import type { ServerContext } from '../../server-context.ts';

export const reportAbuseHandlers = (ctx: ServerContext) => implementRoutes(reportAbuseRoutes)({
  reportCommunication: (request) => reportCommunication(ctx, signedIn(request), request.body),
  searchReports: (request) => searchReports(ctx, signedIn(request), request.query),
  reportById: (request) => readReport(ctx, signedIn(request), request.params.id),
  deleteCommunicationAdmin: (request) => deleteReportedCommunication(ctx, signedIn(request), request.body.id, request.body.reason),
  commentCommunicationAdmin: (request) => commentOnReportedCommunication(ctx, signedIn(request), request.body.id, request.body.message),
  enableCommunicationAdmin: (request) => enableReportedCommunication(ctx, signedIn(request), request.body.id),
  setReportStatus: (request) => setReportStatus(ctx, signedIn(request), request.params.id, request.body.status, request.body.bulk),
});
