import { describe, expect, it } from 'vitest';
import { can as evaluate, type Permission } from '@tessera/schemas';
import type { Can } from '../../../permissions/use-can.ts';
import { allowedTabs, mayOpenSettings } from './settings-permissions.ts';

const holding = (...permissions: Permission[]): Can => (action, subject, target) => evaluate({ isAdmin: false, permissions }, action, subject, target);

describe('settings panel permissions', () => {
  it('offers an admin every tab', () => {
    const admin: Can = () => true;
    expect(allowedTabs(admin, 'items.pages', { subjectId: 1 })).toEqual(['settings', 'visibility', 'permissions', 'design', 'notifications', 'style']);
  });

  it('offers an editor only the tabs its grants cover, on the items they cover', () => {
    const editor = holding({ action: 'manageVisibility', subject: 'items.blocks', subjectId: 5 });
    expect(allowedTabs(editor, 'items.blocks.heading', { subjectId: 5 })).toEqual(['visibility']);
    expect(allowedTabs(editor, 'items.blocks.heading', { subjectId: 6 })).toEqual([]);
    expect(mayOpenSettings(editor, 'items.blocks.heading', { subjectId: 5 })).toBe(true);
    expect(mayOpenSettings(editor, 'items.blocks.heading', { subjectId: 6 })).toBe(false);
  });

  it("passes a grant kept on the page's module for the blocks inside it", () => {
    const learnEditor = holding({ action: 'manageSettings', subject: 'items.blocks', within: { kind: 'module', id: 3 } });
    const inLearn = { subjectId: 9, within: [{ kind: 'module' as const, id: 3 }, { kind: 'page' as const, id: 4 }] };
    expect(allowedTabs(learnEditor, 'items.blocks.heading', inLearn)).toEqual(['settings', 'notifications']);
    expect(allowedTabs(learnEditor, 'items.blocks.heading', { subjectId: 9, within: [{ kind: 'module', id: 8 }] })).toEqual([]);
  });

  it('keeps the cog from a member', () => {
    expect(mayOpenSettings(holding(), 'items.pages', { subjectId: 1 })).toBe(false);
  });
});
