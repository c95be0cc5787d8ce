import Type from 'typebox';
import { databaseId } from '../params.ts';
import { routeArea } from '../route.ts';

export const imageRoutes = routeArea('files', {
  image: {
    method: 'GET', path: '/image', access: 'public',
    summary: 'A stored file by id (site assets are public)',
    query: Type.Object({ id: databaseId() }),
    reply: Type.Unknown({ description: 'The file' }), replyType: 'image/*', errors: ['FILE_NOT_FOUND'],
  },
});
