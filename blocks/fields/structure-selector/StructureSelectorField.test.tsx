import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFieldForm } from '../../test-support/render-field-form.tsx';
import type { StructureEntry } from '../field-sources.ts';

const STRUCTURE: StructureEntry[] = [
  { kind: 'module', id: 1, label: 'Events' },
  { kind: 'page', id: 3, label: 'Calendar', path: 'Events' },
  { kind: 'block', id: 7, label: 'Upcoming', path: 'Events › Calendar' },
];
const structure = () => Promise.resolve(STRUCTURE);
const fields = [{ id: 1, key: 'target', name: 'Where it shows', type: 'structureSelector' as const, validation: { required: true } }];

describe('structure selector', { timeout: 20_000 }, () => {
  it('finds a page by name and stores its kind and id; one at a time', async () => {
    const onSubmit = renderFieldForm({ fields, sources: { structure } });
    const box = await screen.findByRole('combobox', { name: /^Where it shows/ });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    await userEvent.type(box, 'calendar');
    const option = await screen.findByRole('option', { name: /^Calendar/ });
    expect(option.textContent).toContain('Page · Events');
    await userEvent.click(option);
    await userEvent.type(box, 'events');
    await userEvent.click(await screen.findByRole('option', { name: /^Events/ }));
    expect(screen.getByRole('list', { name: 'Where it shows: chosen' }).textContent).not.toContain('Calendar');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ target: { kind: 'module', id: 1 } }));
  });

  it('shows a stored choice by its name', async () => {
    renderFieldForm({ fields, sources: { structure }, values: { target: { kind: 'block', id: 7 } } });
    expect(await screen.findByText('Upcoming')).toBeTruthy();
  });
});
