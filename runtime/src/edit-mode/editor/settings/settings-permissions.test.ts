import { describe, expect, it } from 'vitest';
import { can as evaluate, type Permission } from '@tessera/schemas';
import type { Can } from '../../../permissions/use-can.ts';
import { allowedTabs, mayOpenSettings } from './settings-permissions.ts';

const holding = (...permissions: Permission[]): Can => (action, subject, target) => evaluate({ isAdmin: false, permissions }, action, subject, target);

describe('settings panel permissions', () => {
  it('offers an admin every tab', () => {
    const admin: Can = () => true;
    expect(allowedTabs(admin, 'items.pages', 1)).toEqual(['settings', 'visibility', 'permissions', 'design', 'notifications', 'style']);
  });

  it('offers an editor only the tabs its grants cover, on the items they cover', () => {
    const editor = holding({ action: 'manageVisibility', subject: 'items.blocks', subjectId: 5 });
    expect(allowedTabs(editor, 'items.blocks.heading', 5)).toEqual(['visibility']);
    expect(allowedTabs(editor, 'items.blocks.heading', 6)).toEqual([]);
    expect(mayOpenSettings(editor, 'items.blocks.heading', 5)).toBe(true);
    expect(mayOpenSettings(editor, 'items.blocks.heading', 6)).toBe(false);
  });

  it('keeps the cog from a member', () => {
    expect(mayOpenSettings(holding(), 'items.pages', 1)).toBe(false);
  });
});
