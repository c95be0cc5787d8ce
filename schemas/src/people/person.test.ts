import { describe, expect, it } from 'vitest';
import { personView } from './person.ts';

describe('personView', () => {
  it('shows the picture when there is one, with the name and the colour of the account', () => {
    expect(personView(13, { firstName: 'Ada', lastName: 'Lovelace', avatarFileId: 7 })).toEqual({
      accountId: 13, name: 'Ada Lovelace', avatar: { kind: 'image', fileId: 7 }, colourClass: 'avatar-colour-3',
    });
  });

  it('shows initials without a picture, and the account id for a person without a name', () => {
    expect(personView(20, { firstName: 'Grace', lastName: 'Hopper', avatarFileId: null }).avatar).toEqual({ kind: 'initials', initials: 'GH' });
    expect(personView(41, {})).toEqual({ accountId: 41, name: '41', avatar: { kind: 'initials', initials: '' }, colourClass: 'avatar-colour-1' });
  });
});
