/**
 * A fast path beside DOMPurify for the plain rich text editors save most: paragraphs, headings and
 * lists of text with inline formatting and links. `canonicalRichText` recognises HTML that is
 * already written exactly as the sanitiser writes its output — a strict grammar of a few allowed
 * tags and attributes, double-quoted, lower-case, properly nested, no entity but the four the
 * serialiser writes — and returns what DOMPurify would return for it (the same text, links given
 * rel="noopener noreferrer"). Anything else, including anything merely unusual, returns undefined
 * and goes through DOMPurify. Its output equals DOMPurify's for every input it accepts
 * (canonical-rich-text.test.ts checks that differentially); it can only ever accept less.
 *
 * Why: DOMPurify parses every text into a document and walks each node; on a long page that was
 * a third of the renderer's CPU time (decision 0021), for texts that come out unchanged.
 */

/** Elements that hold inline content directly under the text's root. */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const LISTS = new Set(['ul', 'ol']);
/** Inline elements, none of which the HTML parser moves or closes when properly nested (`a` is kept out of `a`). */
const INLINE = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'span', 'a']);
/** Deep enough for any editor's formatting; deeper nesting takes DOMPurify's path. */
const MAX_DEPTH = 8;

/** What text as the serialiser writes it never holds: '<', '>', a no-break space or control character raw, '&' but in these four entities. */
// eslint-disable-next-line no-control-regex -- control characters are what it keeps out
const NOT_CANONICAL_TEXT = /[<>\u00a0\u0000-\u0008\u000b-\u001f\u007f-\u009f]|&(?!(?:amp|lt|gt|nbsp);)/;
/** Link targets DOMPurify keeps as they are: a fragment, path or query, or http(s), mailto, tel; no quote, space or '&' but '&amp;'. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|[#/?])(?:[A-Za-z0-9\-._~:/?#[\]@!$'()*+,;=%]|&amp;)*$/;
const TARGET = /^[A-Za-z_]+$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const REL = 'noopener noreferrer';

const TAG = /<([a-z][a-z0-9]*)((?: [a-z]+="[^"<>]*")*)>|<\/([a-z][a-z0-9]*)>/y;
const ATTRIBUTE = / ([a-z]+)="([^"]*)"/g;

/** The attributes of an `a` start tag as the sanitiser writes them, or undefined when any is not accepted here. */
function linkAttributes(source: string): string | undefined {
  let kept = '';
  let hasHref = false;
  const seen = new Set<string>();
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) {
    if (seen.has(name!)) return undefined; // the parser keeps the first of duplicates
    seen.add(name!);
    if (name === 'href' && SAFE_HREF.test(value!)) hasHref = true;
    else if (name === 'target' && TARGET.test(value!)) { /* kept as it is */ }
    else if (name === 'rel' && !NOT_CANONICAL_TEXT.test(value!)) continue; // replaced below, as the sanitiser's hook does
    else return undefined;
    kept += ` ${name}="${value}"`;
  }
  return hasHref ? `${kept} rel="${REL}"` : kept;
}

/** Whether an element may open here, given the elements open around it (innermost last). */
function mayOpen(tag: string, open: readonly string[]): boolean {
  const parent = open.at(-1);
  if (parent === undefined) return TEXT_BLOCKS.has(tag) || LISTS.has(tag);
  if (LISTS.has(parent)) return tag === 'li';
  return INLINE.has(tag) && open.length < MAX_DEPTH && !(tag === 'a' && open.includes('a'));
}

/** Whether text may stand here: inline content anywhere but between list items and blocks, where only white space may. */
function textAllowed(text: string, open: readonly string[]): boolean {
  const parent = open.at(-1);
  if (parent === undefined || LISTS.has(parent)) return /^[ \t\n]+$/.test(text);
  return !NOT_CANONICAL_TEXT.test(text);
}

/** What DOMPurify would return for `html` when it is in the sanitiser's canonical form (see above); otherwise undefined. */
export function canonicalRichText(html: string): string | undefined {
  // The parser drops white space before the first element, which DOMPurify puts back.
  if (LONE_SURROGATE.test(html) || /^[ \t\n]/.test(html)) return undefined;
  const open: string[] = [];
  let out = '';
  let at = 0;
  while (at < html.length) {
    if (html[at] !== '<') {
      const next = html.indexOf('<', at);
      const end = next === -1 ? html.length : next;
      const text = html.slice(at, end);
      if (!textAllowed(text, open)) return undefined;
      out += text;
      at = end;
      continue;
    }
    TAG.lastIndex = at;
    const tag = TAG.exec(html);
    if (!tag) return undefined;
    at = TAG.lastIndex;
    const [whole, startTag, attributes, endTag] = tag;
    if (startTag !== undefined) {
      if (startTag === 'br' && attributes === '' && open.length > 0 && !LISTS.has(open.at(-1)!)) { out += whole; continue; }
      if (!mayOpen(startTag, open)) return undefined;
      const kept = startTag === 'a' ? linkAttributes(attributes!) : attributes === '' ? '' : undefined;
      if (kept === undefined) return undefined;
      open.push(startTag);
      out += `<${startTag}${kept}>`;
    } else {
      if (open.pop() !== endTag) return undefined;
      out += whole;
    }
  }
  return open.length === 0 ? out : undefined;
}
