// POST /profile/directory and /profile/directory/lists: the member directory's search, and the
// lists its list filter offers.
import { profileDirectoryRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { directoryLists } from '../../operations/directory/directory-lists.ts';
import { searchDirectory } from '../../operations/directory/search-directory.ts';
import type { ServerContext } from '../../server-context.ts';

export const profileDirectoryHandlers = (ctx: ServerContext) => implementRoutes(profileDirectoryRoutes)({
  search: (request) => searchDirectory(ctx.db, signedIn(request), request.body),
  lists: async (request) => ({ lists: await directoryLists(ctx.db, request.body.keys) }),
});
