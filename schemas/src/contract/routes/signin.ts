import Type from 'typebox';
import { BASE_PATHS } from '../../navigation/base-paths.ts';
import { routeArea } from '../route.ts';

const text = () => Type.Optional(Type.String({ maxLength: 2048 }));
const page = Type.String({ description: 'The sign-in page' });

/** The server's own sign-in page (the "provider's login endpoint"): HTML at the site's root. */
export const signInRoutes = routeArea('sign-in', {
  page: {
    method: 'GET', path: BASE_PATHS.signIn, access: 'public', site: true,
    summary: 'The sign-in form', query: Type.Object({ referrer: text() }), reply: page, replyType: 'text/html', errors: [],
  },
  submit: {
    method: 'POST', path: BASE_PATHS.signIn, access: 'public', site: true,
    summary: 'Checks the form (from this site, its token bound to the cookie; too many failures answer 429): redirects back to the app with a one-time secret, or shows the form again',
    body: Type.Object({ email: text(), password: text(), referrer: text(), formToken: text() }),
    reply: page, replyType: 'text/html', errors: [],
  },
});
