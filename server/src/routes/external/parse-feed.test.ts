import { describe, expect, it } from 'vitest';
import { FEED_MAX_ITEMS, parseFeed } from './parse-feed.ts';

const rss = (items: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Workshop</title>${items}</channel></rss>`;

describe('parseFeed', () => {
  it('reads RSS 2.0 items: title, link and date, entities decoded', () => {
    const xml = rss('<item><title>Repair caf&amp;eacute; &amp; tea</title><link>https://example.org/a</link><pubDate>Tue, 24 Nov 2026 10:00:00 GMT</pubDate></item><item><title>Second</title></item>');
    expect(parseFeed(xml)).toEqual([
      { title: 'Repair caf&eacute; & tea', link: 'https://example.org/a', date: 'Tue, 24 Nov 2026 10:00:00 GMT' },
      { title: 'Second' },
    ]);
  });

  it('reads Atom entries, taking the alternate link and a typed title', () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Lab</title>
      <entry><title type="html">Looms</title><link rel="self" href="https://example.org/self"/><link rel="alternate" href="https://example.org/looms"/><updated>2026-11-20T09:00:00Z</updated></entry>
    </feed>`;
    expect(parseFeed(xml)).toEqual([{ title: 'Looms', link: 'https://example.org/looms', date: '2026-11-20T09:00:00Z' }]);
  });

  it('reads RSS 1.0 (RDF) items', () => {
    const xml = '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel/><item><title>One</title><link>https://example.org/1</link></item></rdf:RDF>';
    expect(parseFeed(xml)).toEqual([{ title: 'One', link: 'https://example.org/1' }]);
  });

  it('answers an empty list for a feed without items, and at most FEED_MAX_ITEMS', () => {
    expect(parseFeed(rss(''))).toEqual([]);
    expect(parseFeed(rss('<item><title>x</title></item>'.repeat(80)))).toHaveLength(FEED_MAX_ITEMS);
  });

  it('answers null for what is not a feed, and for documents declaring entities', () => {
    expect(parseFeed('<html><body>Hello</body></html>')).toBeNull();
    expect(parseFeed('{"items": []}')).toBeNull();
    expect(parseFeed('<!DOCTYPE rss [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>' + rss('<item><title>&b;</title></item>'))).toBeNull();
  });
});
