import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '@tessera/schemas';
import { createTestI18n } from '../test-support/test-i18n.ts';
import { FieldForm, type FieldFormProps } from './FieldForm.tsx';

const library = new Map<number, Field>([[20, { id: 20, key: 'email', name: 'Contact email', type: 'email', validation: { required: true } }]]);
const fields: Field[] = [
  { id: 1, name: 'About you', type: 'heading' },
  { id: 2, key: 'name', name: 'Name', type: 'text', validation: { required: true, max: 10 }, infoTooltip: 'As people know you' },
  { id: 3, key: 'email', name: 'Email', type: 'email', schema: { key: 'email', type: 'string', source: 'profile' } },
  { id: 4, key: 'age', name: 'Age', type: 'number', validation: { between: { min: 18, max: 99 } } },
  { id: 5, key: 'colour', name: 'Colour', type: 'radio', options: [{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }], validation: { required: true } },
  { id: 6, key: 'topics', name: 'Topics', type: 'checkbox', options: [{ value: 'art', label: 'Art' }, { value: 'maths', label: 'Maths' }], validation: { max_custom: 1 } },
  { id: 7, key: 'newsletter', name: 'Newsletter', type: 'toggle' },
  { id: 8, key: 'contacts', name: 'Contacts', type: 'repeater', childIds: [20] },
];

function renderForm(props: Partial<FieldFormProps> = {}) {
  const i18n = createTestI18n();
  const onSubmit = vi.fn((_values: Record<string, unknown>) => Promise.resolve());
  render(<I18nextProvider i18n={i18n}><FieldForm fields={fields} library={library} onSubmit={onSubmit} {...props} /></I18nextProvider>);
  return { onSubmit, i18n };
}

/** The texts an element is described by, in order. */
const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

// Typing goes key by key through React; on a busy shared machine a test takes seconds.
describe('FieldForm', { timeout: 20_000 }, () => {
  it('shows the validators’ messages in place, linked to their fields, and submits nothing', async () => {
    const { onSubmit } = renderForm();
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@');
    await userEvent.type(screen.getByLabelText('Age'), '12');
    await userEvent.click(screen.getByLabelText('Art'));
    await userEvent.click(screen.getByLabelText('Maths'));
    await save();

    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(name)).toEqual(['As people know you', 'Use at most 10 characters.']);
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Enter a number from 18 to 99.')).toBeTruthy();
    expect(screen.getByText('Choose at most 1.')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /Colour/ }).getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(screen.getByLabelText('Red'))).toEqual(['This field is required.']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values once every rule passes, repeater rows included', async () => {
    const { onSubmit } = renderForm({ values: { name: 'Ada' } });
    await screen.findByLabelText(/^Name/);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Age'), '36');
    await userEvent.click(screen.getByLabelText('Blue'));
    await userEvent.click(screen.getByRole('switch', { name: 'Newsletter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Contacts' }));
    await userEvent.type(screen.getByLabelText(/^Contact email/), 'grace@example.com');
    await save();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Ada', email: 'ada@example.com', age: 36, colour: 'blue', topics: [], newsletter: true, contacts: [{ email: 'grace@example.com' }],
    });
  });

  it('no longer checks a removed repeater row, and saves without it', async () => {
    const values = { name: 'Ada', colour: 'red', contacts: [{ email: 'not an email' }] };
    const { onSubmit } = renderForm({ values });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Contacts 1' }));
    expect(await screen.findByText('Nothing added yet.')).toBeTruthy(); // after the row's 500 ms
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].contacts).toEqual([]);
  });

  it('keeps what the member typed when it is given the same stored values again, and starts again with new ones', async () => {
    const i18n = createTestI18n();
    const onSubmit = vi.fn(() => Promise.resolve());
    const form = (values: Record<string, unknown>) => (
      <I18nextProvider i18n={i18n}><FieldForm fields={[{ key: 'name', name: 'Name', type: 'text' }]} values={values} onSubmit={onSubmit} /></I18nextProvider>
    );
    const { rerender } = render(form({ name: 'Ada' }));
    await userEvent.type(await screen.findByLabelText('Name'), ' L');
    rerender(form({ name: 'Ada' }));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada L');
    rerender(form({ name: 'Grace' }));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Grace');
  });

  it('opens the info popup behind the question mark, its HTML sanitised', async () => {
    // Radix places the popup with a ResizeObserver, which jsdom lacks (setup unstubs globals after the file).
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    const popupFields: Field[] = [{ key: 'bio', name: 'Biography', type: 'textarea', infoPopup: '<p>Shown on your <b>profile</b>.</p><img src=x onerror="alert(1)">' }];
    renderForm({ fields: popupFields });
    await userEvent.click(await screen.findByRole('button', { name: 'More information: Biography' }));
    const popup = await screen.findByRole('dialog');
    // This text needs DOMPurify, which loads on first need: the text shows once it is here.
    await vi.waitFor(() => expect(popup.querySelector('.t-prose')?.innerHTML).toBe('<p>Shown on your <b>profile</b>.</p><img src="x">'));
  });

  it('asks the remote rules on save and shows their messages', async () => {
    const validateSlug = vi.fn(async () => ({ unique: false }));
    const remote = { itemId: 9, validateSlug, readFeed: vi.fn(), templateRenders: vi.fn() };
    const slugFields: Field[] = [{ id: 1, key: 'slug', name: 'Address', type: 'text', validation: { slug_valid: { source: 'entity', contextId: 2 } } }];
    const { onSubmit } = renderForm({ fields: slugFields, remote, values: { slug: 'news' } });
    await screen.findByLabelText('Address');
    await save();
    expect(await screen.findByText('This address is already in use.')).toBeTruthy();
    expect(validateSlug).toHaveBeenCalledWith('/entity/2/9/slug/news/validate');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks the member’s language', async () => {
    const i18n = createTestI18n();
    await i18n.changeLanguage('fr');
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<I18nextProvider i18n={i18n}><FieldForm fields={[{ key: 'name', name: 'Nom', type: 'text', validation: { required: true } }]} onSubmit={onSubmit} /></I18nextProvider>);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
  });

  it('shows at once in English, its texts being in the form’s own code', () => {
    render(<I18nextProvider i18n={createTestI18n()}><FieldForm fields={[{ key: 'name', name: 'Name', type: 'text' }]} onSubmit={vi.fn()} /></I18nextProvider>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows at once in another language when opened again, its texts being in already', async () => {
    const i18n = createTestI18n();
    await i18n.changeLanguage('de');
    const form = <I18nextProvider i18n={i18n}><FieldForm fields={[{ key: 'name', name: 'Name', type: 'text' }]} onSubmit={vi.fn()} /></I18nextProvider>;
    const first = render(form);
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull(); // its German texts are on their way
    await screen.findByRole('button', { name: 'Speichern' });
    first.unmount();
    render(form);
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
  });

  it('says it cannot be shown when a field has no id, key or name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm({ fields: [{ type: 'text' }] });
    expect((await screen.findByRole('alert')).textContent).toBe('This form cannot be shown because it is not set up correctly.');
    expect(error).toHaveBeenCalledWith('A field of type text has no id, key or name: give it one of them so its value can be stored.');
    error.mockRestore();
  });

  it('does not show a form whose remote rules it could not ask', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm({ fields: [{ key: 'feed', name: 'Feed', type: 'text', validation: { feed_valid: true } }] });
    expect((await screen.findByRole('alert')).textContent).toBe('This form cannot be shown because it is not set up correctly.');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

});
