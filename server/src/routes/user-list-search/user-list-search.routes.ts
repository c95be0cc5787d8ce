// GET /userLists/search and POST /userLists/getSome: lists by label or by id, for the list picker of forms.
import { userListSearchRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { readUserListsById, searchUserLists } from '../../operations/lists/search-user-lists.ts';
import type { ServerContext } from '../../server-context.ts';

export const userListSearchHandlers = (ctx: ServerContext) => implementRoutes(userListSearchRoutes)({
  search: async (request) => ({ userLists: await searchUserLists(ctx.db, signedIn(request), request.query.text, request.query.limit ?? 10) }),
  getSome: async (request) => ({ userLists: await readUserListsById(ctx.db, signedIn(request), request.body.userListIds) }),
});
