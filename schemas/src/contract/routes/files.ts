import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const fileRoutes = routeArea('files', {
  getFiles: {
    method: 'POST', path: '/files/getFiles', access: 'signedIn',
    summary: 'Several files by id; unknown ids are left out',
    body: model.GetFilesBody, reply: model.GetFilesReply, errors: [],
  },
});
