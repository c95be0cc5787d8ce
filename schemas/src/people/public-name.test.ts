import { describe, expect, it } from 'vitest';
import type { AvatarName } from './avatar.ts';
import { publicName } from './public-name.ts';

describe('publicName', () => {
  it.each<[AvatarName, string]>([
    [{ firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace'],
    [{ firstName: 'Ada' }, 'Ada'],
    [{ lastName: 'Lovelace' }, 'Lovelace'],
    [{ firstName: ' Ada ', lastName: '' }, 'Ada'],
    [{ firstName: '  ', lastName: '' }, '42'],
    [{}, '42'],
  ])('%j → %j', (profile, name) => {
    expect(publicName(profile, 42)).toBe(name);
  });
});
