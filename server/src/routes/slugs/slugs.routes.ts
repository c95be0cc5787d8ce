// GET /{source}/{contextId?}/{id}/slug/{slug}/validate: the form engine's slug_valid rule.
import { slugRoutes } from '@tessera/schemas/contract';
import { implementRoutes } from '../../http/serve-routes.ts';
import type { ServerContext } from '../../server-context.ts';
import { slugAvailability } from './slug-availability.ts';

export const slugHandlers = (ctx: ServerContext) => implementRoutes(slugRoutes)({
  validate: ({ params: { source, id, slug } }) => slugAvailability(ctx.db, { source, id }, slug),
  validateInContext: ({ params: { source, contextId, id, slug } }) => slugAvailability(ctx.db, { source, contextId, id }, slug),
});
