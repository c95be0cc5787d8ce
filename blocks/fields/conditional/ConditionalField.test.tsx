import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Field } from '@tessera/schemas';
import { renderFieldForm } from '../../test-support/render-field-form.tsx';

const library = new Map<number, Field>([[9, { id: 9, key: 'detail', name: 'Tell us more', type: 'text', validation: { required: true } }]]);
const fields: Field[] = [
  { id: 1, key: 'reason', name: 'Reason', type: 'radio', options: [{ value: 'work', label: 'Work' }, { value: 'other', label: 'Other' }] },
  { id: 2, key: 'more', name: 'More about it', type: 'conditional', childIds: [9], condition: { logicalOperator: 'all', children: [{ kind: 'formField', path: 'reason', value: 'other' }] } },
];

describe('conditional field', { timeout: 20_000 }, () => {
  it('shows its fields while the condition holds, and checks and saves them only then', async () => {
    const onSubmit = renderFieldForm({ fields, library });
    await userEvent.click(await screen.findByLabelText('Work'));
    expect(screen.queryByLabelText(/^Tell us more/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ reason: 'work' }));

    await userEvent.click(screen.getByLabelText('Other'));
    expect(screen.getByRole('group', { name: 'More about it' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Tell us more/), 'Moving house');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ reason: 'other', more: { detail: 'Moving house' } }));
  });
});
