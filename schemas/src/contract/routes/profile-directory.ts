// POST /profile/directory: the member directory's search (forms spec, search filter types). The
// spec names no path for it; ours sits beside the member picker's /profile/search, as a POST
// because a filter tree does not fit a query string (docs/decisions/0039-member-directory-search.md).
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const profileDirectoryRoutes = routeArea('profiles', {
  search: {
    method: 'POST', path: '/profile/directory', access: 'signedIn',
    summary: 'One page of members whose public name or public profile values hold a word starting with each word typed, matching the filter tree; with the total for numbered pages',
    body: model.DirectorySearchBody, reply: model.DirectorySearchReply, errors: ['BAD_REQUEST'], bodyLimit: 16 * 1024,
  },
  lists: {
    method: 'POST', path: '/profile/directory/lists', access: 'signedIn',
    summary: 'The id and label of the lists of these keys, for the list filter of a directory block',
    body: model.DirectoryListsBody, reply: model.DirectoryListsReply, errors: [], bodyLimit: 8 * 1024,
  },
});
