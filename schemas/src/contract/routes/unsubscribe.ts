import Type from 'typebox';
import { routeArea } from '../route.ts';

/** An e-mail's signed unsubscribe token (server/src/mail/unsubscribe/unsubscribe-token.ts). */
const query = Type.Object({ token: Type.String({ maxLength: 2048 }) });
const page = Type.String({ description: 'The unsubscribe page' });

/**
 * The page an e-mail's footer links to: members unsubscribe without signing in. Fetching the link
 * changes nothing (mail programs and link scanners fetch links); the page's button posts, and so
 * does a mail program's own unsubscribe button (List-Unsubscribe-Post, RFC 8058).
 */
export const unsubscribeRoutes = routeArea('unsubscribe', {
  page: {
    method: 'GET', path: '/unsubscribe', access: 'public', site: true,
    summary: 'Asks to confirm turning off the e-mails the link is about; an expired or altered link says so',
    query, reply: page, replyType: 'text/html', errors: [],
  },
  confirm: {
    method: 'POST', path: '/unsubscribe', access: 'public', site: true,
    summary: 'Turns off the e-mails the link is about (the member\'s e-mail preference for that subscribable)',
    query, reply: page, replyType: 'text/html', errors: [],
  },
});
