// Whether a slug is free (data spec §7, validation helper; the form engine's slug_valid rule).
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId } from '../params.ts';
import { routeArea } from '../route.ts';

const slugParams = {
  source: model.SlugSource,
  id: Type.Integer({ minimum: 0, maximum: 2147483647, description: 'The item the slug is for (0 for a new item): its own slug is not a clash' }),
  slug: Type.String({ maxLength: 200 }),
};

const summary = (scope: string) => `Whether \`slug\` is free for item \`id\` of \`source\` ${scope}, and else the number of the suggestion \`<slug>-<number>\``;

export const slugRoutes = routeArea('slugs', {
  validate: {
    method: 'GET', path: '/{source}/{id}/slug/{slug}/validate', access: 'signedIn',
    summary: summary('(module slugs: across the site)'),
    params: Type.Object(slugParams), reply: model.SlugValidateReply, errors: [],
  },
  validateInContext: {
    method: 'GET', path: '/{source}/{contextId}/{id}/slug/{slug}/validate', access: 'signedIn',
    summary: summary('within `contextId` (page slugs: the module)'),
    params: Type.Object({ ...slugParams, contextId: databaseId() }), reply: model.SlugValidateReply, errors: [],
  },
});
