import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { appPathFromReturnTo, readSocialLinkQuery, socialLinkNotice } from './social-link.ts';

describe('social account linking', () => {
  it('needs provider, dataString, source and returnTo', () => {
    const full = new URLSearchParams({ provider: 'google', dataString: 'abc', source: 'profile', returnTo: '/app/home' });
    expect(readSocialLinkQuery(full)).toEqual({ provider: 'google', dataString: 'abc', source: 'profile', returnTo: '/app/home' });

    full.delete('source');
    expect(readSocialLinkQuery(full)).toBeNull();
  });

  it.each([
    ['/app/home/welcome?tab=1', '/home/welcome?tab=1'],
    ['/app', '/'],
    ['/settings', '/settings'],
    ['/apple/pie', '/apple/pie'],
    ['//evil.example/app', '/'],
    ['https://evil.example/', '/'],
  ])('goes back to %s as %s', (returnTo, path) => {
    expect(appPathFromReturnTo(returnTo)).toBe(path);
  });

  it('colours the notice by status and names the provider by default', () => {
    const t = i18n.t.bind(i18n);
    expect(socialLinkNotice('created', undefined, 'Google', t)).toMatchObject({ colour: 'positive', message: expect.stringContaining('Google') });
    expect(socialLinkNotice('exists', undefined, 'Google', t)).toMatchObject({ colour: 'warning', message: expect.stringContaining('Google') });
    expect(socialLinkNotice('failed', 'Server says no', 'Google', t)).toEqual({ colour: 'negative', message: 'Server says no' });
  });
});
