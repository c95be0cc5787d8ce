import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '@tessera/schemas';
import { FieldForm } from '../../forms/FieldForm.tsx';
import { createTestI18n } from '../../test-support/test-i18n.ts';
import { createInFlightCounter, InFlightContext } from '../in-flight.ts';
import { ROW_REMOVAL_MS } from './RepeaterField.tsx';

const library = new Map<number, Field>([[20, { id: 20, key: 'role', name: 'Role', type: 'text' }]]);
const jobs: Field = { id: 8, key: 'jobs', name: 'Jobs', type: 'repeater', childIds: [20] };

describe('RepeaterField', { timeout: 20_000 }, () => {
  it('fades a removed row out of reach for 500 ms, announces it, then marks it meta.deleted', async () => {
    const changes = vi.fn();
    const inFlight = createInFlightCounter();
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <InFlightContext value={inFlight}>
          <FieldForm fields={[jobs]} library={library} values={{ jobs: [{ role: 'Chair' }, { role: 'Scribe' }] }} onValuesChange={changes} onSubmit={() => Promise.resolve()} />
        </InFlightContext>
      </I18nextProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Jobs 1' }));
    const row = screen.getByRole('group', { name: 'Jobs 1', hidden: true });
    expect(row.className).toContain('field-repeater__row--leaving');
    expect(row.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Jobs 1 removed');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Jobs' }));
    expect(inFlight.busy).toBe(true); // a save meanwhile waits for the row
    expect(changes).not.toHaveBeenCalled();

    await waitFor(() => expect(changes).toHaveBeenCalled(), { timeout: ROW_REMOVAL_MS * 3 });
    expect(changes).toHaveBeenLastCalledWith({ jobs: [{ role: 'Chair', meta: { deleted: true } }, { role: 'Scribe' }] });
    expect(inFlight.busy).toBe(false);
    expect(screen.queryByRole('group', { name: 'Jobs 1' })).toBeTruthy(); // the second row is now the first shown
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['Scribe']);
  });
});
