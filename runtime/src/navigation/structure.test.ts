import { describe, expect, it } from 'vitest';
import { fakeModule, fakePage } from '../shell/test-support/fake-app.ts';
import { homePath } from './structure.ts';

const home = fakeModule('home', [fakePage('welcome'), fakePage('news')]);
const community = fakeModule('community', [fakePage('members')]);

describe('structure lookups', () => {
  it("leads home to the default module's default page", () => {
    expect(homePath([home, community])).toBe('/home/welcome');
    expect(homePath([])).toBe('/');
  });
});
