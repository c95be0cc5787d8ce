import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Field } from '@tessera/schemas';
import { FormScreen, type FormScreenProps } from '../../forms/FormScreen.tsx';
import { createTestI18n } from '../../test-support/test-i18n.ts';
import type { DataPrivacy } from './field-privacy.ts';

const fields: Field[] = [
  { id: 1, key: 'city', name: 'City', type: 'text', schema: { key: 'city', type: 'string', source: 'profile' } },
  { id: 2, key: 'phone', name: 'Phone', type: 'text', schema: { key: 'phone', type: 'string', source: 'profile', privacy: 'private' } },
  { id: 3, key: 'motto', name: 'Motto', type: 'text' },
];

function renderScreen(props: Partial<FormScreenProps> = {}, choices: DataPrivacy['choices'] = {}) {
  const privacy: DataPrivacy = { choices, set: vi.fn(() => Promise.resolve()) };
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <FormScreen fields={fields} values={{ city: 'Bath' }} editable onSave={() => Promise.resolve()} notify={vi.fn()} privacy={privacy} {...props} />
    </I18nextProvider>,
  );
  return privacy;
}

/** The form's texts load first: on a busy machine that takes more than findBy's second. */
const LOAD = { timeout: 5000 };

describe('PrivacyButton', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} }));
  afterEach(() => window.history.replaceState(null, '', window.location.pathname));

  it("shows who reads each profile value — the member's choice, else the schema's — and none on other fields", async () => {
    renderScreen({}, { city: 'private' });
    expect(await screen.findByRole('button', { name: 'Who can see City: Private' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Who can see Phone: Private' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Who can see Motto/ })).toBeNull();
  });

  it('changes the privacy from its popup, at once', async () => {
    const privacy = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Who can see City: Public' }, LOAD));
    const popup = await screen.findByRole('group', { name: 'Who can see City?' });
    expect(within(popup).getByRole('radio', { name: /Public/ })).toHaveProperty('checked', true);
    await userEvent.click(within(popup).getByRole('radio', { name: /Private/ }));
    expect(privacy.set).toHaveBeenCalledWith('city', 'private');
  });

  it("says so when the choice is not saved, with the server's message", async () => {
    const privacy = renderScreen();
    vi.mocked(privacy.set).mockRejectedValueOnce(new Error('The server is busy.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Who can see City: Public' }, LOAD));
    await userEvent.click(within(await screen.findByRole('group', { name: 'Who can see City?' })).getByRole('radio', { name: /Private/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server is busy.');
    expect(screen.getByRole('button', { name: 'Who can see City: Public' })).toBeTruthy();
  });

  it('is left out with hidePrivacyControls, and without the member’s choices (not their own profile)', async () => {
    renderScreen({ hidePrivacyControls: true });
    await screen.findByLabelText('City', {}, LOAD);
    expect(screen.queryByRole('button', { name: /Who can see/ })).toBeNull();
  });

  it('is left out when the form is given no privacy choices', async () => {
    renderScreen({ privacy: undefined });
    await screen.findByLabelText('City', {}, LOAD);
    expect(screen.queryByRole('button', { name: /Who can see/ })).toBeNull();
  });

  it('#privacy puts the privacy buttons first in the tab order and focuses the first', async () => {
    window.history.replaceState(null, '', '#privacy');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderScreen();
    const city = await screen.findByRole('button', { name: /Who can see City/ }, LOAD);
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(city.tabIndex).toBe(1);
    expect(screen.getByRole('button', { name: /Who can see Phone/ }).tabIndex).toBe(1);
    scrollTo.mockRestore();
  });

  it('#privacy-<key> leads to that field’s button', async () => {
    window.history.replaceState(null, '', '#privacy-phone');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderScreen();
    const phone = await screen.findByRole('button', { name: /Who can see Phone/ }, LOAD);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    scrollTo.mockRestore();
  });
});
