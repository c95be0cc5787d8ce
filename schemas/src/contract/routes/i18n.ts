import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const i18nRoutes = routeArea('languages', {
  bundle: {
    method: 'GET', path: '/i18n/{language}', access: 'public',
    summary: "A language's texts: the site's own over the shell's, English under both (public: the login screen needs them)",
    params: Type.Object({ language: Type.String({ maxLength: 16 }) }),
    reply: model.I18NBundle, errors: ['UNSUPPORTED_LANGUAGE'],
  },
  togglePublished: {
    method: 'POST', path: '/i18n/toggleLanguagePublishedState', access: 'signedIn', permission: { action: 'manageSettings', subject: 'settings' },
    summary: 'Publishes an enabled language, or unpublishes it (admins); the default language is always published',
    body: model.LanguageToggleBody, reply: model.AppSettings, errors: ['NOT_ALLOWED', 'UNSUPPORTED_LANGUAGE', 'REVISION_CONFLICT'], bodyLimit: 1024,
  },
});
