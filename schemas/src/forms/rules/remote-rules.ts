// Rules that need an answer from elsewhere: slug_valid and feed_valid ask the API (forms spec §7),
// handlebars and handlebarsOrURL ask whether a template renders (handlebars compiles templates
// into functions, which the browser's Content-Security-Policy forbids, so the server answers).
import { isSlug } from '../../slugs/slug-rule.ts';
import { readSwitch, type RemoteRule } from './rule-types.ts';
import { isAbsoluteUrl } from './text-rules.ts';

interface SlugScope { source: string; contextId?: number }

/** The path of GET /{source}/{contextId?}/{id}/slug/{slug}/validate. */
export function slugValidatePath(source: string, contextId: number | undefined, id: number, slug: string): string {
  const scope = contextId === undefined ? [source] : [source, String(contextId)];
  return `/${[...scope, String(id), 'slug', slug].map(encodeURIComponent).join('/')}/validate`;
}

/** slug_valid: a slug in form, which the server finds unique within `{source, contextId?}` (a new item asks with id 0). */
export const slugValid: RemoteRule<SlugScope> = {
  remote: true,
  readArgument: (raw) => {
    const { source, contextId } = (raw ?? {}) as Partial<SlugScope>;
    return typeof source === 'string' && source !== '' ? { source, ...(typeof contextId === 'number' ? { contextId } : {}) } : null;
  },
  check: async (value, { source, contextId }, remote) => {
    const slug = String(value);
    if (!isSlug(slug)) return { kind: 'regex' };
    const { unique } = await remote.validateSlug(slugValidatePath(source, contextId, remote.itemId ?? 0, slug));
    return unique ? null : { kind: 'slug_valid' };
  },
};

/** The path of GET /external/content/rss/url/{encodedUrl}. */
export const feedPath = (url: string) => `/external/content/rss/url/${encodeURIComponent(url)}`;

/** feed_valid: the feed answers with items and no error (a failed request is no feed either). */
export const feedValid: RemoteRule<true> = {
  remote: true,
  readArgument: readSwitch,
  check: async (value, _on, remote) => {
    const url = String(value).trim();
    if (!isAbsoluteUrl(url)) return { kind: 'url' };
    const reply = await remote.readFeed(feedPath(url)).catch(() => null);
    const ok = reply !== null && !reply.errno && Array.isArray(reply.items) && reply.items.length > 0;
    return ok ? null : { kind: 'feed_valid' };
  },
};

/** handlebars: the template compiles and renders with empty data. */
export const handlebars: RemoteRule<true> = {
  remote: true,
  readArgument: readSwitch,
  check: async (value, _on, remote) => ((await remote.templateRenders(String(value))) ? null : { kind: 'handlebars' }),
};

const PLACEHOLDER = /\{\{\{?\s*([^{}\s]+)\s*\}?\}\}/g;

/** The placeholders of a template that are plain variables (`{{name}}`, `{{{name}}}`): no helpers or blocks. */
function variablePlaceholders(template: string): { all: number; variables: number } {
  const found = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  const all = (template.match(/\{\{/g) ?? []).length;
  return { all, variables: found.filter((name) => /^[A-Za-z_][\w.]*$/.test(name)).length };
}

/** handlebarsOrURL: a template (any text with `{{`) with exactly one variable placeholder that renders, or else a valid absolute address. */
export const handlebarsOrURL: RemoteRule<true> = {
  remote: true,
  readArgument: readSwitch,
  check: async (value, _on, remote) => {
    const text = String(value).trim();
    if (!text.includes('{{')) return isAbsoluteUrl(text) ? null : { kind: 'handlebarsOrURL' };
    const { all, variables } = variablePlaceholders(text);
    const ok = all === 1 && variables === 1 && (await remote.templateRenders(text));
    return ok ? null : { kind: 'handlebarsOrURL' };
  },
};
