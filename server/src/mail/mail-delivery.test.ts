// The e-mail a member receives, as the server's worker writes it to the outbox: headers, both
// parts, the footer in the member's language and the unsubscribe link.
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountIdOf } from '../testing/auth-helpers.ts';
import { until } from '../testing/server-process.ts';
import { describeAppOnEachDatabase, type TestApp } from '../testing/test-app.ts';
import { enqueueMail, type MailMessage } from './queue/enqueue-mail.ts';
import { outboxTransport } from './transport/outbox-transport.ts';

const outbox = join(tmpdir(), `tessera-outbox-${randomUUID()}`);
const mail = { transport: outboxTransport(outbox), publicUrl: 'https://members.club.test/tessera', from: null, ownsDatabase: false, worker: { pollMs: 20 } };
afterAll(() => rm(outbox, { recursive: true, force: true }));

/** Queues `message` for the fixture's (French-speaking) member and returns the e-mail the worker wrote. */
async function sendToMember({ db }: TestApp, message: Omit<MailMessage, 'accountId'>): Promise<{ id: string; raw: string; mail: ParsedMail }> {
  const accountId = await accountIdOf(db, 'member@fixture.test');
  const [id] = await db.transaction().execute((trx) => enqueueMail(trx, { ...message, accountId }));
  const file = join(outbox, `${id}.eml`);
  await until(() => readFile(file).then(() => true, () => false), 10_000, 'the message in the outbox');
  const raw = await readFile(file, 'utf8');
  return { id: id!, raw, mail: await simpleParser(raw) };
}

describeAppOnEachDatabase('notification e-mail in the outbox', (current) => {
  beforeAll(() => current().app.ready());

  it('is a whole message: sender, recipient, subject, a Message-ID of its own, the text and HTML parts with the footer in the member\'s language', async () => {
    const { id, raw, mail: sent } = await sendToMember(current(), {
      language: 'fr', subject: 'Nouvelle demande', text: 'Grace a demandé à rejoindre Crew.', html: '<p>Grace a demandé à rejoindre <b>Crew</b>.</p>',
      preference: { eventName: 'newApplication', scope: 'admin' },
    });
    const { createdAt } = await current().db.selectFrom('mailJobs').select('createdAt').where('id', '=', id).executeTakeFirstOrThrow();
    // The active brand's name (the fixture's).
    expect(sent.from?.value).toEqual([{ name: 'Fixture Makers', address: 'no-reply@members.club.test' }]);
    expect(sent.to).toMatchObject({ value: [{ address: 'member@fixture.test' }] });
    expect(sent.subject).toBe('Nouvelle demande');
    expect(sent.messageId).toBe(`<${id}@members.club.test>`);
    expect(sent.date?.getTime()).toBe(Math.floor(createdAt.getTime() / 1000) * 1000);
    expect(sent.headers.get('auto-submitted')).toBe('auto-generated');

    const link = /https:\/\/members\.club\.test\/tessera\/unsubscribe\?token=[\w.-]+/.exec(sent.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(sent.text).toContain('Grace a demandé à rejoindre Crew.\n\n-- \n');
    expect(sent.text).toContain(`Se désabonner de ces e-mails: ${link}`);
    expect(sent.html).toContain('<html lang="fr">');
    expect(sent.html).toContain('<p>Grace a demandé à rejoindre <b>Crew</b>.</p>');
    expect(sent.html).toContain(`<a href="${link}" style="color:#16347d">Se désabonner de ces e-mails</a>`);
    // Mail programs' own unsubscribe button, posting to the same link (RFC 2369, RFC 8058).
    expect(sent.headers.get('list')).toMatchObject({ unsubscribe: { url: link } });
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // Unfolded (a long header continues on indented lines).
    expect(raw.replace(/\n[ \t]+/g, ' ')).toContain(`\nList-Unsubscribe: <${link}>\n`);
  });

  it('has no unsubscribe link when no preference governs the message; its action is a button into the site', async () => {
    const { raw, mail: sent } = await sendToMember(current(), {
      language: 'en', subject: 'Welcome', text: 'Hello.', html: '<p>Hello.</p>', action: { label: 'Open the chat', path: '/app/chat/3' },
    });
    expect(sent.text).not.toContain('unsubscribe');
    expect(sent.html).not.toContain('unsubscribe');
    expect(raw).not.toMatch(/^List-Unsubscribe/im);
    expect(sent.text).toBe('Hello.\n\nOpen the chat: https://members.club.test/tessera/app/chat/3\n\n-- \nSent to you by Fixture Makers.\n');
    expect(sent.html).toMatch(/<p>Hello\.<\/p>\n<p style="[^"]*"><a href="https:\/\/members\.club\.test\/tessera\/app\/chat\/3" style="[^"]*">Open the chat<\/a><\/p>/);
  });
}, { mail });
