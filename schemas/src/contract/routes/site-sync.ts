import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

/** What sync may do: apply replaces the site's structure, brands and settings. */
const permission = { action: 'manageSettings', subject: 'items' };

export const siteSyncRoutes = routeArea('site-sync', {
  files: {
    method: 'GET', path: '/site/files', access: 'signedIn', permission,
    summary: "The site as its files hold it (`tessera export`, `diff`): keys for ids, asset paths for files, each element's revision",
    query: Type.Object({ assets: Type.Optional(Type.Boolean({ description: "Include the assets' bytes (assetData)" })) }, { additionalProperties: false }),
    reply: model.SiteSnapshot, errors: ['NOT_ALLOWED'],
  },
  apply: {
    method: 'POST', path: '/site/apply', access: 'signedIn', permission,
    summary: "Plans and applies a site's files all or nothing (`tessera apply`); 409 naming each element the server changed since `base`, unless force",
    // A site of 10,000 blocks is a few MB of JSON; its images come along in base64.
    body: model.SiteApplyBody, reply: model.SiteApplyReply, errors: ['NOT_ALLOWED', 'REVISION_CONFLICT', 'SLUG_TAKEN'], bodyLimit: 64 * 1024 * 1024,
  },
});
