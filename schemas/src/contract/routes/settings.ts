import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { languageProperty } from '../params.ts';
import { routeArea } from '../route.ts';

/** The settings groups that can be written; the spec's other groups arrive with their screens. */
export const WRITABLE_SETTINGS_GROUPS = ['general'] as const;

export const settingsRoutes = routeArea('settings', {
  read: {
    method: 'GET', path: '/settings', access: 'signedIn',
    summary: "The site's settings, its texts in the member's language (or `language`'s); with `editMode`, as stored with every translation (admins)",
    query: Type.Object({
      editMode: Type.Optional(Type.Boolean({ description: 'The settings as stored, with every translation (needs manageSettings)' })),
      ...languageProperty,
    }, { additionalProperties: false }),
    reply: model.AppSettings, errors: ['NOT_ALLOWED'],
  },
  change: {
    method: 'POST', path: '/settings/{name}', access: 'signedIn', permission: { action: 'manageSettings', subject: 'settings' },
    summary: 'Changes settings (admins): shallow-merges `changes`; the result must be valid AppSettings',
    params: Type.Object({ name: Type.Enum([...WRITABLE_SETTINGS_GROUPS]) }),
    body: model.SettingsChangeBody, reply: model.AppSettings, errors: ['NOT_ALLOWED', 'REVISION_CONFLICT'], bodyLimit: 256 * 1024,
  },
});
