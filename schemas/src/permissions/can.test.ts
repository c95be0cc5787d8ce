import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../generated/model.ts';
import { can, subjectCovers, type PermissionHolder } from './can.ts';
import type { PermissionAction, PermissionSubject } from './vocabulary.ts';

const holding = (...permissions: Permission[]): PermissionHolder => ({ isAdmin: false, permissions });
const admin: PermissionHolder = { isAdmin: true, permissions: [] };

// Subjects and actions as data: grants arrive as JSON, so the properties range over any names.
const segment = fc.stringMatching(/^[a-z][a-zA-Z]{0,6}$/);
const dotted = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
const action = segment.filter((name) => name !== 'manage');
const asAction = (name: string) => name as PermissionAction;
const asSubject = (name: string) => name as PermissionSubject;

describe('can', () => {
  it('lets admins do anything, with or without grants', () => {
    fc.assert(fc.property(action, dotted, fc.option(fc.nat()), (act, subject, subjectId) => {
      expect(can(admin, asAction(act), asSubject(subject), { subjectId: subjectId ?? undefined })).toBe(true);
    }));
  });

  it('lets nobody without grants do anything', () => {
    fc.assert(fc.property(action, dotted, (act, subject) => {
      expect(can(holding(), asAction(act), asSubject(subject))).toBe(false);
    }));
  });

  it('reads manage as every action and all as every subject', () => {
    fc.assert(fc.property(action, dotted, (act, subject) => {
      expect(can(holding({ action: 'manage', subject }), asAction(act), asSubject(subject))).toBe(true);
      expect(can(holding({ action: act, subject: 'all' }), asAction(act), asSubject(subject))).toBe(true);
    }));
  });

  it('covers every subject below a granted prefix, and nothing above or beside it', () => {
    fc.assert(fc.property(action, dotted, dotted, (act, granted, below) => {
      const grant = holding({ action: act, subject: granted });
      expect(can(grant, asAction(act), asSubject(`${granted}.${below}`))).toBe(true);
      // A longer name that merely starts with the same letters is a sibling, not a child.
      expect(can(grant, asAction(act), asSubject(`${granted}x`))).toBe(false);
      if (granted.includes('.')) expect(can(grant, asAction(act), asSubject(granted.slice(0, granted.lastIndexOf('.'))))).toBe(false);
    }));
  });

  it('does not let one action stand for another', () => {
    fc.assert(fc.property(action, action, dotted, (granted, asked, subject) => {
      fc.pre(granted !== asked);
      expect(can(holding({ action: granted, subject }), asAction(asked), asSubject(subject))).toBe(false);
    }));
  });

  it('narrows a grant with a subject id to that item only', () => {
    fc.assert(fc.property(fc.nat(), fc.nat(), (granted, asked) => {
      const editor = holding({ action: 'manageSettings', subject: 'items.pages', subjectId: granted });
      expect(can(editor, 'manageSettings', 'items.pages', { subjectId: asked })).toBe(granted === asked);
      expect(can(editor, 'manageSettings', 'items.pages')).toBe(false);
    }));
  });

  it('narrows by scope and by field', () => {
    const scoped = holding({ action: 'read', subject: 'profiles', scope: 'directory', field: 'email' });
    expect(can(scoped, 'read', 'profiles', { scope: 'directory', field: 'email' })).toBe(true);
    expect(can(scoped, 'read', 'profiles', { scope: 'directory', field: 'phone' })).toBe(false);
    expect(can(scoped, 'read', 'profiles', { scope: 'export', field: 'email' })).toBe(false);
    expect(can(scoped, 'read', 'profiles', { field: 'email' })).toBe(false);
    // An unnarrowed grant covers every item, scope and field.
    expect(can(holding({ action: 'read', subject: 'profiles' }), 'read', 'profiles', { subjectId: 3, scope: 'x', field: 'y' })).toBe(true);
  });

  it('matches conditions against the record, and refuses when no record is given', () => {
    const own = holding({ action: 'update', subject: 'profiles', conditions: { accountId: 7 } });
    expect(can(own, 'update', 'profiles', { record: { accountId: 7, city: 'Leeds' } })).toBe(true);
    expect(can(own, 'update', 'profiles', { record: { accountId: 8 } })).toBe(false);
    expect(can(own, 'update', 'profiles')).toBe(false);
  });

  it('reads range conditions over the whole range', () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), fc.integer(), (low, high, value) => {
      const ranged = holding({ action: 'update', subject: 'userLists', conditions: { capacity: { $gte: low, $lt: high } } });
      expect(can(ranged, 'update', 'userLists', { record: { capacity: value } })).toBe(value >= low && value < high);
    }));
  });

  it('passes when any one grant allows', () => {
    const two = holding({ action: 'read', subject: 'files' }, { action: 'manageSettings', subject: 'items.pages', subjectId: 4 });
    expect(can(two, 'manageSettings', 'items.pages', { subjectId: 4 })).toBe(true);
    expect(can(two, 'read', 'files')).toBe(true);
    expect(can(two, 'manageSettings', 'items.modules', { subjectId: 4 })).toBe(false);
  });
});

describe('subjectCovers', () => {
  it.each([
    ['items', 'items.blocks.heading', true],
    ['items.blocks', 'items.blocks.heading', true],
    ['items.blocks.heading', 'items.blocks', false],
    ['items.page', 'items.pages', false],
    ['all', 'settings', true],
  ])('%s covers %s: %s', (granted, subject, covers) => {
    expect(subjectCovers(granted, subject)).toBe(covers);
  });
});
