import { expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('GET /admin/sections', (current) => {
  const sections = async (email: string) =>
    current().app.inject({ url: '/api/v1/admin/sections', headers: bearer(await loginToken(current().app, email)) });

  it('lists the sections for admins', async () => {
    const response = await sections('admin@fixture.test');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ sections: string[] }>().sections.length).toBeGreaterThan(0);
  });

  it.each(['editor@fixture.test', 'member@fixture.test'])('refuses %s with 403', async (email) => {
    const response = await sections(email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: 'That page does not exist, sorry for any inconvenience caused.' });
  });

  it('answers 401 without a token', async () => {
    expect((await current().app.inject({ url: '/api/v1/admin/sections' })).statusCode).toBe(401);
  });
});
