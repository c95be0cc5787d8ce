import { Navigate } from 'react-router';
import { NOT_FOUND_SLUG } from '@tessera/schemas';
import type { MissingMessageKey } from './missing-message.ts';

export type { MissingMessageKey } from './missing-message.ts';

/**
 * Something the address names but the site does not have (spec §8: an unknown module, a page
 * missing in a module, a page the server no longer has, a failed admin check). Every case
 * behaves one way: the 404 page at /404, saying what was missing. The spec's message is the
 * 404 page's own text rather than a notice on top of it, so it is said once.
 */
export function Missing({ messageKey }: { messageKey: MissingMessageKey }) {
  return <Navigate to={`/${NOT_FOUND_SLUG}`} replace state={{ missing: messageKey }} />;
}
