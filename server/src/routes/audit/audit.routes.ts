// POST /audit/save and GET /audit/getLogTypes: the audit log of views.
import { auditRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { auditLogTypes, saveAuditEntries } from '../../operations/audit/save-audit-entries.ts';
import type { ServerContext } from '../../server-context.ts';

export const auditHandlers = (ctx: ServerContext) => implementRoutes(auditRoutes)({
  async save(request) {
    const actor = signedIn(request);
    await saveAuditEntries(ctx, actor, actor.accountId, request.body);
    return { ok: true };
  },
  logTypes: async () => ({ logTypes: auditLogTypes() }),
});
