import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '@tessera/schemas';
import { FieldForm } from '../../forms/FieldForm.tsx';
import { createTestI18n } from '../../test-support/test-i18n.ts';
import type { FieldSources, PickerOption, PickerSource } from '../field-sources.ts';

const MEMBERS: PickerOption[] = [{ id: 1, label: 'Ada Lovelace' }, { id: 2, label: 'Grace Hopper' }, { id: 3, label: 'Alan Turing' }];

function memberSource(): PickerSource & { search: ReturnType<typeof vi.fn> } {
  return {
    search: vi.fn((text: string) => Promise.resolve(MEMBERS.filter((member) => member.label.toLowerCase().includes(text.toLowerCase())))),
    resolve: vi.fn((ids: readonly number[]) => Promise.resolve(MEMBERS.filter((member) => ids.includes(member.id)))),
  };
}

const field: Field = { id: 1, key: 'mentors', name: 'Mentors', type: 'memberPicker', validation: { required: true, max_custom: 2 } };

function renderPicker(sources: FieldSources, values?: Record<string, unknown>) {
  const onSubmit = vi.fn((_values: Record<string, unknown>) => Promise.resolve());
  render(<I18nextProvider i18n={createTestI18n()}><FieldForm fields={[field]} sources={sources} values={values} onSubmit={onSubmit} /></I18nextProvider>);
  return onSubmit;
}

describe('member picker', { timeout: 20_000 }, () => {
  it('searches as the member types, once after a pause, and chooses by keyboard', async () => {
    const members = memberSource();
    const onSubmit = renderPicker({ members });
    const box = await screen.findByRole('combobox', { name: /^Mentors/ });
    await userEvent.type(box, 'a');
    expect(await screen.findByRole('option', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(members.search).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Results: 3');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const chosen = await screen.findByRole('list', { name: 'Mentors: chosen' });
    expect(chosen.textContent).toContain('Grace Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ mentors: [2] }));
  });

  it('shows the names of ids it opens with, and removes one by its button', async () => {
    const members = memberSource();
    renderPicker({ members }, { mentors: [3, 1] });
    expect(await screen.findByText('Alan Turing')).toBeTruthy();
    expect(members.resolve).toHaveBeenCalledWith([3, 1], expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Remove Alan Turing' }));
    expect(screen.queryByText('Alan Turing')).toBeNull();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
  });

  it('holds to max_custom and required', async () => {
    renderPicker({ members: memberSource() }, { mentors: [1, 2, 3] });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at most 2.')).toBeTruthy();
  });

  it('says there is nothing to search without a source', async () => {
    renderPicker({});
    const box = await screen.findByRole('combobox', { name: /^Mentors/ });
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('This field cannot search here yet.')).toBeTruthy();
  });
});
