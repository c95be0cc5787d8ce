// Issue 8 on the sign-in page: login CSRF (finding 6) and guessing (finding 2) are refused with
// the form and a clear message, never with JSON.
import { expect, it } from 'vitest';
import { CREDENTIAL_LIMITS } from '../../auth/throttle/credential-throttle.ts';
import { openSignInForm } from '../../testing/sign-in-form.ts';
import { describeAppOnEachDatabase, FIXTURE_PASSWORD } from '../../testing/test-app.ts';

const MEMBER = { email: 'member@fixture.test', password: FIXTURE_PASSWORD, referrer: '/app/' };
const FORM_REFUSED = 'This sign-in form has expired or was sent from another website. Please sign in again.';

describeAppOnEachDatabase('the sign-in page refuses forged posts', (current) => {
  const secretsIssued = async () => (await current().db.selectFrom('signInSecrets').select('secretHash').execute()).length;

  it.each([
    ['from another site (Origin)', { origin: 'https://evil.test' }],
    ['from another site (Referer, no Origin)', { referer: 'https://evil.test/login-trap' }],
    ['from an opaque origin', { origin: 'null' }],
  ])('refuses a post %s, even with a valid form, and shows the form again', async (_, headers) => {
    const { app } = current();
    const before = await secretsIssued();
    const response = await app.inject((await openSignInForm(app)).post(MEMBER, headers));
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`role="alert">${FORM_REFUSED}</p>`);
    expect(response.body).toMatch(/name="formToken" value="[^"]+"/);
    expect(response.headers.location).toBeUndefined();
    expect(await secretsIssued()).toBe(before);
  });

  it("refuses a post without the form's token, or with a token of another browser's cookie", async () => {
    const { app } = current();
    const [mine, theirs] = [await openSignInForm(app), await openSignInForm(app)];
    const forged = [
      { ...mine.post(MEMBER), payload: new URLSearchParams(MEMBER).toString() },
      mine.post({ ...MEMBER, formToken: theirs.token }),
      { ...mine.post(MEMBER), headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const request of forged) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(FORM_REFUSED);
    }
  });

  it('accepts its own form posted from this site', async () => {
    const { app } = current();
    const form = await openSignInForm(app);
    const response = await app.inject(form.post(MEMBER, { origin: 'http://localhost:80', host: 'localhost:80' }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/app\/\?s=/);
    // The form's cookie stays: the browser's next sign-in uses it again.
    expect(String(response.headers['set-cookie'])).not.toContain('tessera_signin_form=');
  });
});

describeAppOnEachDatabase('the sign-in page throttles guessing', (current) => {
  const attempt = async (password: string, address: string, cookie = '', email = MEMBER.email) => {
    const { app } = current();
    return app.inject({ ...(await openSignInForm(app, cookie)).post({ ...MEMBER, email, password }), remoteAddress: address });
  };

  it('answers the 11th attempt from an address with the form, a message in the page language and retry-after', async () => {
    for (let i = 0; i < CREDENTIAL_LIMITS.accountAddress.points; i++) expect((await attempt('wrong', '198.51.100.30')).statusCode).toBe(401);
    const refused = await attempt(FIXTURE_PASSWORD, '198.51.100.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('role="alert">Too many failed sign-in attempts. Please wait 15 min and try again.</p>');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(refused.body).toContain(`value="${MEMBER.email}"`);
  });

  it("keeps a browser the member signed in from before out of the account-wide limit that attackers anywhere can trigger", async () => {
    const email = 'editor@fixture.test';
    const signedIn = await attempt(FIXTURE_PASSWORD, '198.51.100.40', '', email);
    expect(signedIn.statusCode).toBe(303);
    const knownBrowser = signedIn.cookies.filter(({ name }) => name === 'tessera_known_browser').map(({ name, value }) => `${name}=${value}`).join('');
    expect(knownBrowser).not.toBe('');
    // Guesses from many addresses, none reaching the per-address limit.
    for (let address = 0; address * 9 < CREDENTIAL_LIMITS.account.points; address++) {
      for (let i = 0; i < Math.min(9, CREDENTIAL_LIMITS.account.points - address * 9); i++) {
        expect((await attempt('guess', `192.0.2.${address + 50}`, '', email)).statusCode).toBe(401);
      }
    }
    expect((await attempt(FIXTURE_PASSWORD, '198.51.100.41', '', email)).statusCode).toBe(429);
    expect((await attempt(FIXTURE_PASSWORD, '198.51.100.41', knownBrowser, email)).statusCode).toBe(303);
  });
});
