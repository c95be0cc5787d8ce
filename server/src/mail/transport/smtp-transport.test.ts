import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpListener, type SmtpListener } from '../testing/smtp-listener.ts';
import { isPermanentFailure } from './mail-transport.ts';
import { smtpTransport } from './smtp-transport.ts';

const MESSAGE = {
  from: { name: 'Test club', address: 'no-reply@club.test' }, to: 'member@mail.test', subject: 'Hello',
  text: 'Plain hello', html: '<p>HTML hello</p>', messageId: '<job-1@club.test>',
};

describe('smtpTransport', () => {
  let listener: SmtpListener | undefined;
  afterEach(() => listener?.close());

  it('signs in to the SMTP server and delivers the message as built', async () => {
    listener = await startSmtpListener({ auth: { user: 'club', pass: 's3cret' } });
    const transport = smtpTransport({ host: '127.0.0.1', port: listener.port, secure: false, auth: { user: 'club', pass: 's3cret' } });
    await transport.send('job-1', MESSAGE);
    transport.close();
    expect(listener.accepted).toHaveLength(1);
    const [mail] = listener.accepted;
    expect(mail).toMatchObject({ subject: 'Hello', messageId: '<job-1@club.test>', text: 'Plain hello', html: '<p>HTML hello</p>' });
    expect(mail?.from?.value).toEqual([{ name: 'Test club', address: 'no-reply@club.test' }]);
    expect(mail?.to).toMatchObject({ value: [{ address: 'member@mail.test' }] });
  });

  it('fails with wrong credentials, as a failure worth retrying (the password may be fixed)', async () => {
    listener = await startSmtpListener({ auth: { user: 'club', pass: 's3cret' } });
    const transport = smtpTransport({ host: '127.0.0.1', port: listener.port, secure: false, auth: { user: 'club', pass: 'wrong' } });
    const error: unknown = await transport.send('job-1', MESSAGE).catch((caught: unknown) => caught);
    transport.close();
    expect(error).toBeInstanceOf(Error);
    expect(listener.accepted).toEqual([]);
  });

  it('tells a refusal for good (5xx) from one for now (4xx)', async () => {
    listener = await startSmtpListener({ refuseRecipients: { responseCode: 550, message: 'No such mailbox' } });
    const refusing = smtpTransport({ host: '127.0.0.1', port: listener.port, secure: false, auth: null });
    const forGood: unknown = await refusing.send('job-1', MESSAGE).catch((caught: unknown) => caught);
    refusing.close();
    await listener.close();
    expect(isPermanentFailure(forGood)).toBe(true);

    listener = await startSmtpListener({ refuseRecipients: { responseCode: 451, message: 'Try again later' } });
    const busy = smtpTransport({ host: '127.0.0.1', port: listener.port, secure: false, auth: null });
    const forNow: unknown = await busy.send('job-1', MESSAGE).catch((caught: unknown) => caught);
    busy.close();
    expect(isPermanentFailure(forNow)).toBe(false);
    expect(forNow).toBeInstanceOf(Error);
  });

  it('fails to reach a server that is not there, as a failure worth retrying', async () => {
    listener = await startSmtpListener();
    const { port } = listener;
    await listener.close();
    listener = undefined;
    const transport = smtpTransport({ host: '127.0.0.1', port, secure: false, auth: null });
    const error: unknown = await transport.send('job-1', MESSAGE).catch((caught: unknown) => caught);
    transport.close();
    expect(error).toMatchObject({ code: 'ESOCKET' });
    expect(isPermanentFailure(error)).toBe(false);
  });
});
