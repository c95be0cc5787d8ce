import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const initRoutes = routeArea('start-up', {
  init: {
    method: 'GET', path: '/init', access: 'signedIn',
    summary: 'Start-up: user, settings, texts, structure, the first page, permissions and brand',
    query: Type.Object({
      opts: Type.Optional(Type.String({ maxLength: 1024, description: 'JSON {moduleSlug?, pageSlug?} naming the first page' })),
    }),
    reply: model.InitReply, errors: [],
  },
});
