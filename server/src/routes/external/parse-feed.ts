// RSS 2.0, RSS 1.0 (RDF) and Atom documents → their items (title, link, date).
import type { FeedItem } from '@tessera/schemas';
import { XMLParser } from 'fast-xml-parser';

/** The most items a reply lists (the newest first, as feeds order them). */
export const FEED_MAX_ITEMS = 50;
const TEXT_MAX_LENGTH = 500;
const LINK_MAX_LENGTH = 2048;

const REPEATED = new Set(['item', 'entry', 'link']);
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => REPEATED.has(name) });

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The text of an element: itself, or its text node when it has attributes (Atom's `<title type="html">`). */
function textOf(value: unknown, maxLength = TEXT_MAX_LENGTH): string | undefined {
  const text = isNode(value) ? value['#text'] : value;
  return typeof text === 'string' || typeof text === 'number' ? String(text).trim().slice(0, maxLength) : undefined;
}

/** An RSS `<link>` is text; Atom's are `<link href rel>`, the page being the `alternate` one (or the one without rel). */
function linkOf(links: unknown): string | undefined {
  const all = list(links);
  const atom = all.filter(isNode).find((link) => link['@_rel'] === undefined || link['@_rel'] === 'alternate');
  const link = atom ? atom['@_href'] : all.map((item) => textOf(item, LINK_MAX_LENGTH)).find(Boolean);
  return typeof link === 'string' && link !== '' ? link.slice(0, LINK_MAX_LENGTH) : undefined;
}

function itemOf(entry: unknown): FeedItem {
  const node = isNode(entry) ? entry : {};
  const link = linkOf(node.link);
  const date = textOf(node.pubDate ?? node.updated ?? node.published ?? node['dc:date']);
  return { title: textOf(node.title) ?? link ?? '', ...(link ? { link } : {}), ...(date ? { date } : {}) };
}

/** The entries of whichever kind of feed `document` is; null when it is none of them. */
function entriesOf(document: Node): unknown[] | null {
  const rss = document.rss;
  if (isNode(rss) && isNode(rss.channel)) return list(rss.channel.item);
  const rdf = document['rdf:RDF'];
  if (isNode(rdf)) return list(rdf.item);
  const atom = document.feed;
  if (isNode(atom)) return list(atom.entry);
  return null;
}

/**
 * The first FEED_MAX_ITEMS items of an RSS or Atom document, or null when `xml` is not one.
 * Documents declaring entities are refused as not feeds: feeds need none, and their expansion is
 * the way XML parsers are made to blow up.
 */
export function parseFeed(xml: string): FeedItem[] | null {
  if (/<!ENTITY/i.test(xml)) return null;
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return null;
  }
  const entries = isNode(document) ? entriesOf(document) : null;
  return entries && entries.slice(0, FEED_MAX_ITEMS).map(itemOf);
}
