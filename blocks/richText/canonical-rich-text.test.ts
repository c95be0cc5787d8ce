import { describe, expect, it } from 'vitest';
import { canonicalRichText } from './canonical-rich-text.ts';
import { sanitizeWithDOMPurify } from './dompurify-sanitizer.ts';

/** A seeded pseudo-random generator (mulberry32), so a failing case can be reproduced. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Pieces of HTML: what the fast path accepts, and the near misses an attacker or a careless
// editor would write. Each piece is a near miss with probability `hostility`.
const INLINE_TAGS = ['b', 'i', 'em', 'strong', 'span', 'code', 'sub', 'mark', 'a', 'a', 'a', 'br'];
const OTHER_TAGS = ['p', 'h2', 'ul', 'li', 'P', 'B', 'div', 'img', 'script', 'style', 'svg', 'math', 'table', 'td', 'pre', 'textarea', 'form', 'select', 'template', 'noscript', 'iframe', 'title'];
const LINK_ATTRIBUTES = [' href="#part-2"', ' href="/about?x=1&amp;y=2"', ' href="https://example.org/a(b)"', ' href="mailto:ada@demo.test"', ' href="tel:+44"', ' href="//example.org"', ' target="_blank"', ' rel="opener"', ' rel="noopener noreferrer"'];
const OTHER_ATTRIBUTES = [
  ' href="javascript:alert(1)"', ' href="JAVASCRIPT:alert(1)"', ' href="java&#115;cript:x"', ' href=" javascript:x"', ' href="data:text/html,x"', ' href="a&b"', ' href="vbscript:x"',
  ' title="t"', ' onclick="x()"', ' style="color:red"', ' data-block-id="9"', ' id="x"', ' name="body"',
  ' href="#a" href="#b"', ' href=#x', " href='#x'", ' HREF="#x"', ' href="x"><script>x()</script><a href="y"',
];
const TEXTS = ['Hello', ' world ', 'a &amp; b', '&lt;b&gt;', '&lt;script&gt;', '&nbsp;', '\u00a0', '"quoted"', '\n', ' ', '\t', 'émoji 🎉', '\u2028'];
const OTHER_TEXTS = ['x > y', 'x < y', '&quot;q&quot;', '&copy;', '&amp', '\r\n', '\u0000', '\u0085', '\ud800', '<!-- c -->', '<![CDATA[x]]>', '<?x?>', '</', '<', '</p', 'x/>'];

function pick<T>(next: () => number, items: readonly T[], others: readonly T[], hostility: number): T {
  const from = next() < hostility ? others : items;
  return from[Math.floor(next() * from.length)]!;
}

/** Random inline HTML: nested elements around text, each piece a near miss with probability `hostility`. */
function generateInline(next: () => number, depth: number, hostility: number): string {
  let html = '';
  const parts = 1 + Math.floor(next() * 3);
  for (let i = 0; i < parts; i++) {
    if (depth > 6 || next() < 0.4) { html += pick(next, TEXTS, OTHER_TEXTS, hostility); continue; }
    const tag = pick(next, INLINE_TAGS, OTHER_TAGS, hostility);
    const attributeCount = tag === 'a' ? Math.floor(next() * 3) : next() < hostility ? 1 : 0;
    const attributes = Array.from({ length: attributeCount }, () => pick(next, LINK_ATTRIBUTES, OTHER_ATTRIBUTES, hostility)).join('');
    if (tag === 'br') { html += next() < hostility ? '<br/>' : '<br>'; continue; }
    const close = next() < hostility / 2 ? '' : `</${tag}>`;
    html += `<${tag}${attributes}>${generateInline(next, depth + 1, hostility)}${close}`;
  }
  return html;
}

/** A random rich text: paragraphs, headings and lists at the root, inline content within. */
function generateText(next: () => number, hostility: number): string {
  return Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
    const tag = pick(next, ['p', 'p', 'h2', 'h3', 'ul', 'ol'], ['div', 'li', 'b', 'table', 'blockquote'], hostility);
    const item = () => `<li>${generateInline(next, 2, hostility)}</li>`;
    const inner = tag === 'ul' || tag === 'ol' ? `${item()}${next() < 0.3 ? '\n' : ''}${item()}` : generateInline(next, 1, hostility);
    return `<${tag}>${inner}</${tag}>${next() < 0.2 ? '\n' : ''}`;
  }).join('');
}

describe('canonicalRichText', () => {
  it('returns exactly what DOMPurify returns, for every generated text it accepts', () => {
    const next = random(20_261_125);
    let accepted = 0;
    const cases = 3000;
    for (let i = 0; i < cases; i++) {
      const html = generateText(next, [0, 0.02, 0.1, 0.3][i % 4]!);
      const fast = canonicalRichText(html);
      if (fast === undefined) continue;
      accepted++;
      expect(fast, html).toBe(sanitizeWithDOMPurify(html));
    }
    // Both paths are exercised: enough texts are accepted, and enough are left to DOMPurify.
    expect(accepted).toBeGreaterThan(cases * 0.1);
    expect(accepted).toBeLessThan(cases * 0.9);
  }, 60_000);

  it('accepts what DOMPurify writes for typical editor text, and returns it unchanged', () => {
    const texts = [
      '<p>Consequat <i>veniam</i> duis <b>content</b> <a href="#qui-72">qui</a> sed.</p><p>Nested <b>qui</b> &amp; more.</p>',
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em><br>and <a href="https://example.org/?a=1&b=2" target="_blank">a link</a>.</p>',
      '<ul>\n<li>one</li>\n<li><code>two</code> &lt; three</li>\n</ul>',
      '<p>\u00a0Non-breaking\u00a0space &gt; é 🎉</p>',
    ];
    for (const text of texts) {
      const sanitized = sanitizeWithDOMPurify(text);
      expect(canonicalRichText(sanitized), sanitized).toBe(sanitized);
    }
  });

  it('leaves anything outside the canonical form to DOMPurify', () => {
    const rejected = [
      '<p><a href="javascript:alert(1)">x</a></p>', '<p><a href=" https://x">x</a></p>', '<p><a href="data:text/html,x">x</a></p>',
      '<p onclick="x()">x</p>', '<p style="color:red">x</p>', '<p><span data-block-id="9">x</span></p>', '<p><a id="x" href="#y">x</a></p>',
      '<p><img src="x" onerror="alert(1)"></p>', '<p><svg><a href="#x">x</a></svg></p>', '<script>alert(1)</script>', '<p><style>p{}</style></p>',
      '<p>a<!-- c --></p>', '<p><p>x</p></p>', '<p><a href="#a"><a href="#b">x</a></a></p>', '<p><b>x</i></b></p>', '<p>x', '<b>x</b>', 'plain text',
      '<P>x</P>', '<p>x<br/></p>', '<p>&quot;x&quot;</p>', '<p>x > y</p>', '<p>&copy;</p>', '<p>a\r\nb</p>', ' <p>x</p>', '<ul>x<li>y</li></ul>', '<ul><p>x</p></ul>',
      '<p><a href="#a" href="#b">x</a></p>', '<p><b><b><b><b><b><b><b><b>x</b></b></b></b></b></b></b></b></p>', '<p>\ud800</p>',
    ];
    for (const html of rejected) expect(canonicalRichText(html), html).toBeUndefined();
  });
});
