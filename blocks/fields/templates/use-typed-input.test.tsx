import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '@tessera/schemas';
import { FieldForm } from '../../forms/FieldForm.tsx';
import { createTestI18n } from '../../test-support/test-i18n.ts';
import type { HeldInputs } from '../form-context.ts';
import { INPUT_DEBOUNCE_MS } from './use-typed-input.ts';

const fields: Field[] = [{ key: 'name', name: 'Name', type: 'text' }, { key: 'notes', name: 'Notes', type: 'textarea' }];

function renderForm(heldInputs: HeldInputs = new Set()) {
  const onValuesChange = vi.fn();
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <FieldForm fields={fields} values={{ name: 'Ada' }} heldInputs={heldInputs} onValuesChange={onValuesChange} onSubmit={() => Promise.resolve()} />
    </I18nextProvider>,
  );
  return { onValuesChange, heldInputs };
}

describe('typed input', { timeout: 20_000 }, () => {
  it('shows each key at once and reaches the form once, after the typing pauses', async () => {
    const { onValuesChange, heldInputs } = renderForm();
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    const startedAt = performance.now();
    await userEvent.type(name, ' L');
    expect(name.value).toBe('Ada L');
    if (performance.now() - startedAt < INPUT_DEBOUNCE_MS) {
      expect(onValuesChange).not.toHaveBeenCalled(); // a slow machine may have passed the pause already
      expect(heldInputs.size).toBe(1);
    }
    await waitFor(() => expect(onValuesChange).toHaveBeenCalledWith({ name: 'Ada L', notes: '' }));
    expect(onValuesChange).toHaveBeenCalledTimes(1);
    expect(heldInputs.size).toBe(0);
  });

  it('hands the input over at once when the member leaves the field, and when a save asks for it', async () => {
    const { onValuesChange, heldInputs } = renderForm();
    await userEvent.type(await screen.findByLabelText('Notes'), 'Hi');
    await userEvent.tab();
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ notes: 'Hi' }));

    await userEvent.type(screen.getByLabelText('Name'), '!');
    for (const handOver of [...heldInputs]) handOver();
    await waitFor(() => expect(onValuesChange).toHaveBeenLastCalledWith({ name: 'Ada!', notes: 'Hi' }));
    expect(heldInputs.size).toBe(0);
  });
});
