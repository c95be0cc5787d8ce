// POST /audit/save and GET /audit/getLogTypes: the audit log of views.
import type { FastifyPluginAsync } from 'fastify';
import type { AuditLogTypesReply, AuditSaveBody, OkReply } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import { auditLogTypes, saveAuditEntries } from '../../operations/audit/save-audit-entries.ts';
import type { RouteOptions } from '../../server-context.ts';

export const auditRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.requireSignIn);
  const common = { tags: ['audit'], security: bearerAuth };

  app.post<{ Body: AuditSaveBody; Reply: OkReply }>('/audit/save', {
    schema: {
      ...common, summary: "Records views (up to 100) for the signed-in account; one invalid entry rejects them all",
      body: ref('api', 'auditSaveBody'), response: replies(ref('api', 'okReply'), 400, 401),
    },
  }, async (request) => {
    const actor = signedIn(request);
    await saveAuditEntries(ctx, actor, actor.accountId, request.body);
    return { ok: true };
  });

  app.get<{ Reply: AuditLogTypesReply }>('/audit/getLogTypes', {
    schema: { ...common, summary: 'The log types the audit log records', response: replies(ref('api', 'auditLogTypesReply'), 401) },
  }, async () => ({ logTypes: auditLogTypes() }));
};
