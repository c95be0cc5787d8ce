import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import { listGrants } from './list-grants.ts';

describe('listGrants', () => {
  it('gives everything through an admin list', () => {
    const grants = listGrants([{ isAdmin: true, allowPermissions: false, permissions: [] }]);
    expect(can({ isAdmin: false, permissions: grants }, 'managePermissions', 'userLists')).toBe(true);
  });

  it('gives the individual permissions only of lists that allow them, each once', () => {
    const grants = listGrants([
      { isAdmin: false, allowPermissions: true, permissions: ['accessUserData', 'accessUsersLists'] },
      { isAdmin: false, allowPermissions: true, permissions: ['accessUsersLists'] },
      { isAdmin: false, allowPermissions: false, permissions: ['allowViewAs'] },
    ]);
    expect(grants).toEqual([{ action: 'accessUserData', subject: 'all' }, { action: 'accessUsersLists', subject: 'all' }]);
    expect(can({ isAdmin: false, permissions: grants }, 'accessUsersLists', 'userLists')).toBe(true);
    expect(can({ isAdmin: false, permissions: grants }, 'allowViewAs', 'all')).toBe(false);
  });
});
