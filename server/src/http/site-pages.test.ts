import { expect, it } from 'vitest';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';

describeAppOnEachDatabase('pages outside the app and the API', (current) => {
  it('answers an unknown address with a small branded HTML page linking to the app', async () => {
    const response = await current().app.inject({ url: '/wp-login.php?x=<b>' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Page not found · Fixture Makers</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('--t-primary: #0a6e7d;');
    expect(html).toContain('<a href="/app/">Go back to the home page</a>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script');
  });

  it('keeps JSON 404s for the API', async () => {
    const response = await current().app.inject({ url: '/api/v1/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(Object.keys(response.json())).toEqual(['error', 'message']);
  });

  it('serves robots.txt: the sign-in page may be crawled, the app and the API not', async () => {
    const response = await current().app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Allow: \/signin$/m);
    expect(response.body).toMatch(/^Disallow: \/app\/$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
  });
});
