// GET /profile/search: members by name, for the member picker of forms.
import { profileSearchRoutes } from '@tessera/schemas/contract';
import { implementRoutes } from '../../http/serve-routes.ts';
import { searchProfiles } from '../../operations/profiles/search-profiles.ts';
import type { ServerContext } from '../../server-context.ts';

export const profileSearchHandlers = (ctx: ServerContext) => implementRoutes(profileSearchRoutes)({
  search: async (request) => ({ profiles: await searchProfiles(ctx.db, request.query.text, request.query.limit ?? 10) }),
});
