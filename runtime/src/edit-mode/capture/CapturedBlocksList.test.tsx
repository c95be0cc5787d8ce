import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Page } from '@tessera/schemas';
import { fakeApp } from '../../shell/test-support/fake-app.ts';
import { renderWithApp, setUpShellTests } from '../../shell/test-support/render-with-app.tsx';
import { Outlet } from 'react-router';
import { captureBlock } from '../editor/draft-actions.ts';
import { installEditorTexts } from '../editor/editor-texts.ts';
import { CapturedBlocksList } from './CapturedBlocksList.tsx';

setUpShellTests();
beforeAll(installEditorTexts); // as the editor's chunk does when it loads

const page: Page = { id: 1, key: 'p', slug: 'p', name: 'Page', moduleId: 1, type: 'other', width: 'fixed', positions: { 'col-0': [] }, blocks: [] };

const member = fakeApp();
const admin = fakeApp([], { user: { ...member.user, isAdmin: true } });

function renderList(count: number, app = admin) {
  const result = renderWithApp(<><CapturedBlocksList page={page} /><Outlet /></>, { app });
  for (let id = 1; id <= count; id++) captureBlock(result.runtime.stores.editorDraft, { id, type: 'heading', title: `Block ${id}`, pageId: 1, place: { subjectId: id }, types: ['heading'] });
  return result;
}

describe('CapturedBlocksList', () => {
  it('shows nothing while nothing is captured', () => {
    renderList(0);
    expect(screen.queryByRole('region', { name: 'Captured blocks' })).toBeNull();
  });

  it('counts the captured blocks, 99+ from 100', async () => {
    renderList(100);
    const list = await screen.findByRole('region', { name: 'Captured blocks' });
    expect(within(list).getByText('99+')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
  });

  it('removes one, empties all, minimises and restores', async () => {
    const { user, runtime } = renderList(3);
    await user.click(await screen.findByRole('button', { name: 'Remove Block 2 from the captured blocks' }));
    expect(runtime.stores.editorDraft.get().capturedBlocks.map((block) => block.id)).toEqual([1, 3]);

    await user.click(screen.getByRole('button', { name: 'Minimise captured blocks' }));
    expect(screen.queryByRole('region', { name: 'Captured blocks' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show captured blocks (2)' }));

    await user.click(screen.getByRole('button', { name: 'Empty all' }));
    expect(runtime.stores.editorDraft.get().capturedBlocks).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Captured blocks' })).toBeNull();
  });

  it('opens the paste modal for a block, offering move, clone and copy', async () => {
    const { user } = renderList(1);
    await user.click(await screen.findByRole('button', { name: 'Paste Block 1 here' }));
    const modal = await screen.findByRole('dialog', { name: 'Paste “Block 1”' });
    expect(within(modal).getAllByRole('radio')).toHaveLength(3);
    expect(within(modal).getByRole('radio', { name: /Clone/ }).getAttribute('aria-checked')).toBe('true');
    expect(within(modal).getByRole('combobox', { name: 'Where' })).toBeTruthy();
  });

  it('offers no paste where the grants allow none', async () => {
    renderList(1, member);
    await screen.findByRole('region', { name: 'Captured blocks' });
    expect(screen.queryByRole('button', { name: 'Paste Block 1 here' })).toBeNull();
  });
});
