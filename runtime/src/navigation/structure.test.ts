import { describe, expect, it } from 'vitest';
import { fakeModule, fakePage } from '../shell/test-support/fake-app.ts';
import { defaultModule, defaultPageOf, homePath } from './structure.ts';

const home = fakeModule('home', [fakePage('welcome'), fakePage('news')]);
const community = fakeModule('community', [fakePage('members')]);

describe('structure lookups', () => {
  it("opens a module's defaultPage, else its first page", () => {
    expect(defaultPageOf(home)?.slug).toBe('welcome');
    expect(defaultPageOf({ ...home, defaultPage: home.childIds[1] })?.slug).toBe('news');
    expect(defaultPageOf(fakeModule('empty'))).toBeUndefined();
  });

  it('picks the first module that shows in the navigation, else the first at all', () => {
    const hidden = fakeModule('hidden', [fakePage('one')], { hideFromNav: true });

    expect(defaultModule([hidden, community, home])?.slug).toBe('community');
    expect(defaultModule([hidden])?.slug).toBe('hidden');
  });

  it("leads home to the default module's default page", () => {
    expect(homePath([home, community])).toBe('/home/welcome');
    expect(homePath([])).toBe('/');
  });
});
