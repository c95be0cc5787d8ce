import { describe, expect, it } from 'vitest';
import type { ItemRef } from '../generated/model.ts';
import { can, type PermissionHolder } from './can.ts';
import { blockTarget, itemGrant, moduleTarget, pageTarget } from './item-grants.ts';

const learn: ItemRef = { kind: 'module', id: 5 };
const holding = (...grants: Parameters<typeof itemGrant>[]): PermissionHolder =>
  ({ isAdmin: false, permissions: grants.map((args) => itemGrant(...args)) });

describe('grants kept on items', () => {
  it('allow the action on the item itself, and not on another item of its kind', () => {
    const editor = holding([learn, { action: 'manageSettings' }]);
    expect(can(editor, 'manageSettings', 'items.modules', moduleTarget(5))).toBe(true);
    expect(can(editor, 'manageSettings', 'items.modules', moduleTarget(6))).toBe(false);
    expect(can(editor, 'manageSettings', 'items.modules')).toBe(false);
    // A module and a page may share an id: the grant names the kind.
    expect(can(editor, 'manageSettings', 'items.pages', pageTarget(5, 9))).toBe(false);
  });

  it("allow the action on the items inside, only where the check places the item inside", () => {
    const editor = holding([learn, { action: 'update', subject: 'items.blocks' }]);
    expect(can(editor, 'update', 'items.blocks.text', blockTarget(40, 12, 5))).toBe(true);
    expect(can(editor, 'update', 'items.blocks.text', blockTarget(40, 12, 6))).toBe(false);
    expect(can(editor, 'update', 'items.blocks.text', { subjectId: 40 })).toBe(false);
    // Not the module itself, nor its pages.
    expect(can(editor, 'update', 'items.modules', moduleTarget(5))).toBe(false);
    expect(can(editor, 'update', 'items.pages', pageTarget(12, 5))).toBe(false);
  });

  it('narrow block grants to one block type', () => {
    const editor = holding([{ kind: 'page', id: 12 }, { action: 'create', subject: 'items.blocks.text' }]);
    expect(can(editor, 'create', 'items.blocks.text', { within: [{ kind: 'page', id: 12 }] })).toBe(true);
    expect(can(editor, 'create', 'items.blocks.image', { within: [{ kind: 'page', id: 12 }] })).toBe(false);
  });

  it('ask about a block not created yet by where it will lie: grants on one block do not reach it', () => {
    const editor = holding([{ kind: 'page', id: 12 }, { action: 'create', subject: 'items.blocks' }], [{ kind: 'block', id: 40 }, { action: 'create' }]);
    expect(can(editor, 'create', 'items.blocks.text', blockTarget(undefined, 12, 5))).toBe(true);
    expect(can(editor, 'create', 'items.blocks.text', blockTarget(undefined, 13, 5))).toBe(false);
    expect(blockTarget(undefined, 12, 5)).not.toHaveProperty('subjectId');
  });

  it('reach blocks nested in a block the grant is kept on', () => {
    const editor = holding([{ kind: 'block', id: 30 }, { action: 'manageDesign', subject: 'items.blocks' }]);
    expect(can(editor, 'manageDesign', 'items.blocks.text', blockTarget(31, 12, 5, [30]))).toBe(true);
    expect(can(editor, 'manageDesign', 'items.blocks.text', blockTarget(32, 12, 5))).toBe(false);
  });
});
