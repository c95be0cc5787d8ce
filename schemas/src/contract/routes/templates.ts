// Template checks the browser cannot make: handlebars compiles templates into functions, which the
// app's Content-Security-Policy forbids (the form engine's handlebars and handlebarsOrURL rules).
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

export const templateRoutes = routeArea('templates', {
  check: {
    method: 'POST', path: '/templates/check', access: 'signedIn',
    summary: 'Whether a handlebars template compiles and renders with empty data',
    body: model.TemplateCheckBody, reply: model.TemplateCheckReply, errors: [], bodyLimit: 32 * 1024,
  },
});
