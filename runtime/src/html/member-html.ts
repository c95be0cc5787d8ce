// Member HTML as the runtime shows it: sanitised again in the browser (DOMPurify from the one
// allow-list in schemas), whatever the server stored. Chat messages now; posts and comments later.
import { memberHtmlPurifier, type HtmlPurifier } from '@tessera/schemas/html-purifier';

let purify: HtmlPurifier | undefined;

/** `html` with nothing outside the member HTML allow-list, ready for innerHTML. */
export function showMemberHtml(html: string): string {
  purify ??= memberHtmlPurifier(window);
  return purify(html);
}
