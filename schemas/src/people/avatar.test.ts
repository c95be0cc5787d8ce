import { describe, expect, it } from 'vitest';
import { avatarColourClass, avatarInitials, type AvatarName } from './avatar.ts';

describe('avatarInitials', () => {
  it.each<[AvatarName, string]>([
    [{ firstName: 'Ada', lastName: 'Lovelace' }, 'AL'],
    [{ firstName: 'grace', lastName: 'hopper' }, 'GH'],
    [{ firstName: '  Ada ', lastName: ' Lovelace' }, 'AL'],
    [{ firstName: 'Ada' }, 'A'],
    [{ lastName: 'Lovelace' }, 'L'],
    [{ firstName: '', lastName: '   ' }, ''],
    [{}, ''],
    [{ firstName: 'Émile', lastName: 'Zola' }, 'ÉZ'],
    [{ firstName: '𝒜da', lastName: 'Byron' }, '𝒜B'],
  ])('%j → %j', (profile, initials) => {
    expect(avatarInitials(profile)).toBe(initials);
  });
});

describe('avatarColourClass', () => {
  it.each([
    [0, 'avatar-colour-0'],
    [7, 'avatar-colour-7'],
    [10, 'avatar-colour-0'],
    [123, 'avatar-colour-3'],
    [-4, 'avatar-colour-4'],
  ])('account %i → %s', (accountId, className) => {
    expect(avatarColourClass(accountId)).toBe(className);
  });
});
