import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { bearer } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase, FIXTURE_PASSWORD } from '../../testing/test-app.ts';
import { openSignInForm } from '../../testing/sign-in-form.ts';

describeAppOnEachDatabase('the sign-in page', (current) => {
  const form = async (fields: Record<string, string>) => (await openSignInForm(current().app)).post(fields);

  it('renders an accessible, branded form with no scripts and no external assets', async () => {
    const response = await current().app.inject({ url: '/signin?referrer=/app/home/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<label for="email">Email address<\/label>\s*<input id="email" name="email" type="email" autocomplete="username" required/);
    expect(html).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('Sign in to Fixture Makers');
    expect(html).toMatch(/<img src="\/api\/v1\/image\?id=\d+" alt="Fixture Makers">/);
    expect(html).toContain('--t-primary: #0a6e7d;');
    expect(html).toContain('<input type="hidden" name="referrer" value="/app/home/about">');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/(?:src|href)="https?:/);
  });

  it('never keeps a referrer outside the app', async () => {
    const html = (await current().app.inject({ url: '/signin?referrer=https://evil.test/app/' })).body;
    expect(html).toContain('<input type="hidden" name="referrer" value="/app/">');
  });

  it('redirects to the referrer with a one-time secret that trades for a token', async () => {
    const { app } = current();
    const response = await app.inject(await form({ email: 'member@fixture.test', password: FIXTURE_PASSWORD, referrer: '/app/home/about?tab=x' }));
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/app/home/about');
    expect(location.searchParams.get('tab')).toBe('x');
    const secret = location.searchParams.get('s');
    expect(secret).toMatch(/^[\w-]{43}$/);
    // The hint that lets the server serve the app to this browser from now on.
    expect(response.headers['set-cookie']).toContainEqual(expect.stringMatching(/^tessera_signed_in=1; Max-Age=\d+; Path=\/app; HttpOnly; SameSite=Lax$/));
    // And the mark that spares this browser the account-wide throttle (auth/throttle/).
    expect(response.headers['set-cookie']).toContainEqual(expect.stringMatching(/^tessera_known_browser=[\w.-]+; Max-Age=\d+; Path=\/signin; HttpOnly; SameSite=Strict$/));
    const trade = await app.inject({ method: 'POST', url: '/api/v1/auth/tradeSecret', payload: { secret } });
    expect(trade.statusCode).toBe(200);
    const init = await app.inject({ url: '/api/v1/init', headers: bearer(trade.json<{ jwt: string }>().jwt) });
    expect(init.json<{ user: { email: string } }>().user.email).toBe('member@fixture.test');
  });

  it('shows the form again on a wrong password, keeping the email, and issues no secret', async () => {
    const { app, db } = current();
    const secretsBefore = await db.selectFrom('signInSecrets').select('secretHash').execute();
    const response = await app.inject(await form({ email: '"><b>member@fixture.test', password: 'nope', referrer: '/app/' }));
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('role="alert">Incorrect email or password.</p>');
    expect(response.body).toContain('value="&quot;&gt;&lt;b&gt;member@fixture.test"');
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await db.selectFrom('signInSecrets').select('secretHash').execute()).toEqual(secretsBefore);
  });

  it('asks for both fields when one is missing', async () => {
    const response = await current().app.inject(await form({ email: 'member@fixture.test' }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter your email address and password.');
  });
});

// A built app of two entry files: the page names them so the browser fetches them while the member types.
const builtRuntime = mkdtempSync(join(tmpdir(), 'tessera-signin-dist-'));
writeFileSync(join(builtRuntime, 'index.html'), '<script type="module" crossorigin src="/app/js/index-D1.js"></script>\n<link rel="stylesheet" crossorigin href="/app/css/index-A1.css">');

describeAppOnEachDatabase('the sign-in page of a built app', (current) => {
  it("prefetches the app's entry files, and still runs no script", async () => {
    const html = (await current().app.inject({ url: '/signin' })).body;
    expect(html).toContain('<link rel="prefetch" href="/app/js/index-D1.js" crossorigin>');
    expect(html).toContain('<link rel="prefetch" href="/app/css/index-A1.css" crossorigin>');
    expect(html).not.toContain('<script');
  });
}, { runtimeDir: builtRuntime });
