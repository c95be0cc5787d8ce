import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea, type RouteEntry } from '../route.ts';

/** GET /{kind}?id=N&token=…: one media route per file kind, as the spec's URLs name them. */
const mediaRoute = <Kind extends string>(kind: Kind, replyType: string, summary: string) => ({
  method: 'GET', path: `/${kind}` as const, access: 'public', summary,
  query: model.MediaQuery,
  reply: Type.Unknown({ description: `The ${kind}` }), replyType, errors: ['NOT_SIGNED_IN', 'FILE_NOT_FOUND'],
} as const satisfies RouteEntry);

export const imageRoutes = routeArea('files', {
  image: mediaRoute('image', 'image/*', 'An image by id (site assets are public, uploads need the image access token); thumb and width serve a thumbnail'),
  document: mediaRoute('document', 'application/*', 'A document by id (uploads need the image access token)'),
  audio: mediaRoute('audio', 'audio/*', 'An audio file by id (uploads need the image access token)'),
  video: mediaRoute('video', 'video/*', 'A video by id (uploads need the image access token)'),
});
