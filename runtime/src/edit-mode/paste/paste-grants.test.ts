import { describe, expect, it } from 'vitest';
import { can as evaluate, itemGrant, type ItemPermission, type Page } from '@tessera/schemas';
import type { Can } from '../../permissions/use-can.ts';
import { blockGrants } from '../block-grants.ts';
import type { CapturedBlock } from '../editor-draft.ts';
import { pasteChoices } from './paste-grants.ts';

// Page 12 of Learn (module 5): 1 heading; 2 columns [ | ].
const learnPage: Page = {
  id: 12, key: 'p', slug: 'p', name: 'P', moduleId: 5, type: 'other', width: 'fixed',
  positions: { 'col-0': [1, 2] },
  blocks: [{ id: 1, key: 'h', type: 'heading' }, { id: 2, key: 'c', type: 'columns', columns: [6, 6], positions: {} }],
};
const inLearn = (...actions: ItemPermission['action'][]): Can => (action, subject, target) =>
  evaluate({ isAdmin: false, permissions: actions.map((granted) => itemGrant({ kind: 'module', id: 5 }, { action: granted, subject: 'items.blocks' })) }, action, subject, target);
const fromHome: CapturedBlock = { id: 40, type: 'heading', pageId: 30, place: { subjectId: 40, within: [{ kind: 'module', id: 1 }, { kind: 'page', id: 30 }] }, types: ['heading'] };
const fromHere: CapturedBlock = { id: 1, type: 'heading', pageId: 12, place: { subjectId: 1 }, types: ['heading'] };
const places = (choices: ReturnType<typeof pasteChoices>) => Object.fromEntries([...choices].map(([action, options]) => [action, options.length]));

describe('pasteChoices', () => {
  it('offers a block from another module by clone only: moving it needs move where it lies', () => {
    expect(places(pasteChoices(blockGrants(inLearn('create', 'move'), learnPage), fromHome, learnPage))).toEqual({ clone: 3 });
  });

  it('offers a block of this page by move, clone and copy where each is granted', () => {
    expect(places(pasteChoices(blockGrants(inLearn('create', 'move'), learnPage), fromHere, learnPage))).toEqual({ move: 3, clone: 3, copy: 3 });
    expect(places(pasteChoices(blockGrants(inLearn('move'), learnPage), fromHere, learnPage))).toEqual({ move: 3, copy: 3 });
  });

  it('offers nothing without grants where it would go', () => {
    expect(pasteChoices(blockGrants(inLearn('update'), learnPage), fromHere, learnPage).size).toBe(0);
  });
});
