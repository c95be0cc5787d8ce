// Issue 14's acceptance: with no SMTP server set, a notification a member wants by e-mail writes
// one .eml to the outbox — in their language, with the sender's message, a link to unsubscribe —
// and a member who turned that e-mail off gets none.
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { choosePreference } from '../operations/notifications/preferences.ts';
import { notify, type NotifyRequest } from '../operations/notifications/notify.ts';
import { accountIdOf } from '../testing/auth-helpers.ts';
import { until } from '../testing/server-process.ts';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';
import { outboxTransport } from './transport/outbox-transport.ts';

const outbox = join(tmpdir(), `tessera-outbox-${randomUUID()}`);
const mail = { transport: outboxTransport(outbox), publicUrl: 'http://club.test', from: null, ownsDatabase: false, worker: { pollMs: 20 } };
afterAll(() => rm(outbox, { recursive: true, force: true }));

const BROADCAST: Omit<NotifyRequest, 'recipients'> = {
  type: 'broadcastNotificationToList', targetId: 1, message: 'Workshop open on <Saturday>,\n10 to 4.', data: { fromName: 'Ada Admin', title: 'Crew' },
};

describeAppOnEachDatabase('notification e-mail', (current) => {
  let member: number;
  let admin: number;
  const ctx = () => ({ db: current().db, changes: current().changes });
  const queued = () => current().db.selectFrom('mailJobs').select(['id', 'accountId', 'state']).execute();
  const sentFiles = async () => (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));

  beforeAll(async () => {
    const { app, db } = current();
    await app.ready();
    member = await accountIdOf(db, 'member@fixture.test');
    admin = await accountIdOf(db, 'admin@fixture.test');
    // The site's own wording of the broadcast, in English (the shell's comes with the notifications' texts).
    await db.insertInto('translations').values({ language: 'en', key: 'notifications.types.broadcastNotificationToList.user', value: 'Message from {{from}} to {{title}}' }).execute();
  });
  beforeEach(async () => {
    await current().db.deleteFrom('mailJobs').execute();
    await current().db.deleteFrom('notificationPreferences').execute();
    await rm(outbox, { recursive: true, force: true });
  });

  it('writes one .eml for the member who wants it by e-mail, none for one who turned it off', async () => {
    await choosePreference(current().db, admin, 'user', 'broadcastNotificationToList', 'email', false);
    const { emailTo } = await notify(ctx(), { ...BROADCAST, recipients: [member, admin] });
    expect(emailTo).toEqual([member]);
    await until(async () => (await queued()).every((job) => job.state === 'sent'), 10_000, 'the message to be sent');
    const jobs = await queued();
    expect(jobs).toEqual([{ id: expect.any(String), accountId: member, state: 'sent' }]);
    expect(await sentFiles()).toEqual([`${jobs[0]!.id}.eml`]);

    const sent = await simpleParser(await readFile(join(outbox, `${jobs[0]!.id}.eml`)));
    expect(sent.to).toMatchObject({ value: [{ address: 'member@fixture.test' }] });
    expect(sent.subject).toBe('Message from Ada Admin to Crew');
    expect(sent.text).toMatch(/^Message from Ada Admin to Crew\n\nWorkshop open on <Saturday>,\n10 to 4\.\n\n-- \n/);
    expect(sent.html).toContain('Message from Ada Admin to Crew</p>\n<p style="white-space:pre-line">Workshop open on &lt;Saturday&gt;,\n10 to 4.</p>');
    // A broadcast links nowhere: no button. Its footer unsubscribes from broadcasts.
    expect(sent.html).not.toContain('display:inline-block');
    expect(sent.text).toMatch(/Unsubscribe from these e-mails: http:\/\/club\.test\/unsubscribe\?token=[\w.-]+\n$/);
  });

  it('is queued with the notification or not at all', async () => {
    await expect(current().db.transaction().execute(async (trx) => {
      await notify({ ...ctx(), db: trx, open: { trx, pending: [] } }, { ...BROADCAST, recipients: [member] });
      throw new Error('the broadcast failed');
    })).rejects.toThrow('the broadcast failed');
    expect(await queued()).toEqual([]);
  });

  it('links to what it is about, and its unsubscribe link stops the next one', async () => {
    await notify(ctx(), { recipients: [member], type: 'acceptedOnMembership', targetId: 1, data: { title: 'Crew', userListId: 1 } });
    await until(async () => (await sentFiles()).length === 1, 10_000, 'the message');
    const [file] = await sentFiles();
    const sent = await simpleParser(await readFile(join(outbox, file!)));
    expect(sent.text).toContain('\n\nSee it on the site: http://club.test/app/settings#notifications\n');

    const link = new URL(/http:\/\/club\.test\/unsubscribe\?token=[\w.-]+/.exec(sent.text ?? '')![0]);
    const { app } = current();
    expect((await app.inject({ url: link.pathname + link.search })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: link.pathname + link.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).statusCode).toBe(200);
    const { emailTo, stored } = await notify(ctx(), { recipients: [member], type: 'rejectedOnMembership', targetId: 1, data: { title: 'Crew', userListId: 1 } });
    // Only that event was turned off: the app still shows it, and other events still come by e-mail.
    expect(stored).toHaveLength(1);
    expect(emailTo).toEqual([member]);
    const again = await notify(ctx(), { recipients: [member], type: 'acceptedOnMembership', targetId: 1, data: { title: 'Crew', userListId: 1 } });
    expect(again.emailTo).toEqual([]);
    expect(again.stored).toHaveLength(1);
  });
}, { mail });
