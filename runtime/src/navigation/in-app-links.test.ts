import { describe, expect, it } from 'vitest';
import { inAppPath } from './in-app-links.ts';
import type { LinkClick } from './leaves-page.ts';

const HERE = 'http://127.0.0.1:3000/app/about/team';
const click = (href: string, extra: Partial<LinkClick> = {}): LinkClick => ({
  button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, href, target: '', download: false, ...extra,
});

describe('inAppPath', () => {
  it('gives the app path of a plain link to the app', () => {
    expect(inAppPath(click('http://127.0.0.1:3000/app/community/member-profile/1'), HERE)).toBe('/community/member-profile/1');
    expect(inAppPath(click('/app/learn/classes?tab=a#top'), HERE)).toBe('/learn/classes?tab=a#top');
    expect(inAppPath(click('/app'), HERE)).toBe('/');
  });

  it('leaves the browser to follow links outside the app, to other sites, to new tabs and downloads', () => {
    expect(inAppPath(click('/api/v1/files/download/3'), HERE)).toBeNull();
    expect(inAppPath(click('/application'), HERE)).toBeNull();
    expect(inAppPath(click('https://example.org/app/x'), HERE)).toBeNull();
    expect(inAppPath(click('/app/x', { target: '_blank' }), HERE)).toBeNull();
    expect(inAppPath(click('/app/x', { ctrlKey: true }), HERE)).toBeNull();
    expect(inAppPath(click('/app/x', { button: 1 }), HERE)).toBeNull();
    expect(inAppPath(click('/app/x', { download: true }), HERE)).toBeNull();
    expect(inAppPath(click('#anchor'), HERE)).toBeNull();
  });
});
