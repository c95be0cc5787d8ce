// Template placeholders (forms spec §5 Layout): `${name}` — a dollar sign and braces around one or
// more characters that are neither braces nor angle brackets. A name is a dot path into the data
// the template is filled with, e.g. `${firstName}` or `${address.city}`.

/** One piece of a template: literal text, or a placeholder's name. */
export type TemplatePart = { kind: 'text'; text: string } | { kind: 'placeholder'; name: string };

const PLACEHOLDER = /\$\{([^{}<>]+)\}/g;

/**
 * The template cut into its texts and placeholders, in order; text that only looks like a
 * placeholder (`${}`, `${a<b}`) stays text.
 * @example parseTemplate('Hi ${firstName}!') // [text 'Hi ', placeholder 'firstName', text '!']
 */
export function parseTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ kind: 'text', text: template.slice(last, match.index) });
    parts.push({ kind: 'placeholder', name: match[1]!.trim() });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ kind: 'text', text: template.slice(last) });
  return parts;
}

/**
 * The value at dot path `name` in `data` as text: strings, numbers and booleans as they are,
 * lists of them joined with ", ". Anything else (missing, null, an object) is undefined.
 */
export function placeholderValue(data: unknown, name: string): string | undefined {
  let value: unknown = data;
  for (const key of name.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (Array.isArray(value)) {
    const texts = value.map((each) => placeholderValue({ each }, 'each'));
    return texts.every((text) => text !== undefined) ? texts.join(', ') : undefined;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, as element content or an attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * The template with each placeholder replaced by its value, escaped for HTML, so data can never
 * add markup; a missing value becomes `missing` (empty by default). The template's own text is
 * kept as written (it is the author's, sanitised wherever it is shown as HTML).
 * @example fillTemplate('<b>${name}</b>', { name: '<i>Ada</i>' }) // '<b>&lt;i&gt;Ada&lt;/i&gt;</b>'
 */
export function fillTemplate(template: string, data: unknown, missing = ''): string {
  return parseTemplate(template)
    .map((part) => (part.kind === 'text' ? part.text : escapeHtml(placeholderValue(data, part.name) ?? missing)))
    .join('');
}

/** The template as plain text (no HTML involved): placeholders filled, missing ones empty. */
export function fillTextTemplate(template: string, data: unknown): string {
  return parseTemplate(template).map((part) => (part.kind === 'text' ? part.text : placeholderValue(data, part.name) ?? '')).join('');
}
