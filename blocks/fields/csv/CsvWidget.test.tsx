import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFieldForm } from '../../test-support/render-field-form.tsx';

const fields = [{ id: 1, key: 'skills', name: 'Skills', type: 'csv' as const }];
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('csv field', { timeout: 20_000 }, () => {
  it('adds an item on Enter or a comma and saves comma-separated text', async () => {
    const onSubmit = renderFieldForm({ fields });
    const box = await screen.findByLabelText('Skills');
    await userEvent.type(box, 'welding{Enter}sewing,');
    expect(screen.getByRole('list', { name: 'Skills: items' }).textContent).toContain('sewing');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ skills: 'welding,sewing' }));
  });

  it('keeps what is typed when the member leaves the box, and removes items by their buttons or Backspace', async () => {
    const onSubmit = renderFieldForm({ fields, values: { skills: 'a,b' } });
    const box = await screen.findByLabelText('Skills');
    await userEvent.type(box, 'c');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Remove a' }));
    await userEvent.type(box, '{Backspace}');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ skills: 'b' }));
  });
});
