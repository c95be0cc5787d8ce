// The member HTML allow-list against the XSS corpus, end to end: each vector sent as a chat
// message through the API, the stored message read back, then shown the way the runtime shows it
// (DOMPurify from @tessera/schemas/html-purifier in a browser DOM, here jsdom): neither the stored
// HTML nor the rendered DOM may hold anything outside the allow-list.
import { isAllowedHref, MEMBER_HTML_POLICY, type ChatMessage, type ChatMessagesReply } from '@tessera/schemas';
import { memberHtmlPurifier } from '@tessera/schemas/html-purifier';
import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { createAccount } from '../../operations/accounts/create-account.ts';
import { SYSTEM_ACTOR } from '../../operations/actor.ts';
import { bearer, sessionToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';
import { XSS_VECTORS } from './xss-corpus.ts';

const { window } = new JSDOM('<!doctype html><body></body>');
const purify = memberHtmlPurifier(window as unknown as Parameters<typeof memberHtmlPurifier>[0]);

/** What in `root` breaks the allow-list: tags, attributes, link schemes and link attributes. */
function violations(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!MEMBER_HTML_POLICY.tags.includes(tag)) found.push(`<${tag}>`);
    const allowed = MEMBER_HTML_POLICY.attributes[tag] ?? [];
    for (const { name, value } of element.attributes) {
      if (!allowed.includes(name)) found.push(`${tag}[${name}]`);
      if (name === 'href' && !isAllowedHref(value)) found.push(`${tag}[href=${value}]`);
    }
    if (tag === 'a' && element.hasAttribute('href')) {
      for (const [name, value] of Object.entries(MEMBER_HTML_POLICY.linkAttributes)) {
        if (element.getAttribute(name) !== value) found.push(`a[${name}=${element.getAttribute(name)}]`);
      }
    }
  }
  return found;
}

/** `html` put in a page the way the runtime shows a message. */
function rendered(html: string): Element {
  const container = window.document.createElement('div');
  container.innerHTML = html;
  return container;
}

describeAppOnEachDatabase('member HTML against the XSS corpus', (current) => {
  it(`stores and shows none of the ${XSS_VECTORS.length} vectors' markup outside the allow-list`, async () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    const { db, changes, app } = current();
    const member = async (email: string) => (await createAccount({ db, changes }, SYSTEM_ACTOR, { email, passwordHash: 'x', role: 'member', data: { profile: {}, meta: {} } })).accountId;
    await member('xss-sender@chat.test');
    const recipient = await member('xss-recipient@chat.test');
    const [sender, reader] = [await sessionToken(current(), 'xss-sender@chat.test'), await sessionToken(current(), 'xss-recipient@chat.test')];

    const problems: Array<{ vector: string; stored: string; shown: string; found: string[] }> = [];
    let chatId = 0;
    for (const [i, vector] of XSS_VECTORS.entries()) {
      // A word of text first, so no vector is refused for being empty once sanitised.
      const sent = await app.inject({ method: 'PUT', url: `/api/v1/chat/private/${recipient}`, headers: bearer(sender), payload: { targetId: recipient, message: `v${i} ${vector}` } });
      expect(sent.statusCode, `${vector}: ${sent.body}`).toBe(200);
      chatId = sent.json<ChatMessage>().chatId;
    }
    const stored: ChatMessage[] = [];
    for (let page = 0; stored.length < XSS_VECTORS.length; page++) {
      stored.unshift(...(await app.inject({ method: 'GET', url: `/api/v1/chat/private/${chatId}?page=${page}&limit=50`, headers: bearer(reader) })).json<ChatMessagesReply>().messages);
    }
    for (const [i, vector] of XSS_VECTORS.entries()) {
      const { message } = stored[i]!;
      expect(message.startsWith(`v${i} `), message).toBe(true);
      const shown = purify(message);
      const found = [...violations(rendered(message)).map((v) => `stored ${v}`), ...violations(rendered(shown)).map((v) => `shown ${v}`)];
      if (found.length > 0) problems.push({ vector, stored: message, shown, found });
    }
    expect(problems).toEqual([]);
  });

  it('keeps what the formatting toolbar writes, the same on both sides', async () => {
    const written = '<p>Hi <b>bold</b> <i>it</i> <em>em</em> <u>u</u> <strong>s</strong><br><a href="https://example.org/a?b=1&amp;c=2">link</a> <a href="mailto:a@b.test">mail</a> <a href="tel:+44123">tel</a></p>';
    const expected = written.replace(/<a href="([^"]+)">/g, '<a href="$1" target="_blank" rel="noopener noreferrer">');
    const { sanitiseMemberHtml } = await import('../../html/sanitise-member-html.ts');
    // sanitize-html writes void elements XHTML-style; the DOM reads both alike.
    const stored = sanitiseMemberHtml(written);
    expect(stored).toBe(expected.replace('<br>', '<br />'));
    expect(purify(stored)).toBe(expected);
  });
});
