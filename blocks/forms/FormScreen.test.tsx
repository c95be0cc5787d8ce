import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Field } from '@tessera/schemas';
import { createTestI18n } from '../test-support/test-i18n.ts';
import { FileServiceContext, type FileService } from '../fields/files/file-service.ts';
import { FormScreen, type FormScreenProps } from './FormScreen.tsx';

const fields: Field[] = [
  { id: 1, key: 'firstName', name: 'First name', type: 'text', validation: { required: true } },
  { id: 2, key: 'email', name: 'Email', type: 'email' },
  { id: 3, key: 'jobTitle', name: 'Job title', type: 'text', validation: { max: 10 } },
  { id: 4, key: 'interests', name: 'Interests', type: 'checkbox', options: [{ value: 'looms', label: 'Looms' }, { value: 'boats', label: 'Boats' }] },
];
const stored = { firstName: 'Ada', email: 'ada@demo.test', jobTitle: 'Maker', interests: ['looms'] };

function renderScreen(props: Partial<FormScreenProps> = {}, files: FileService | null = null) {
  const onSave = vi.fn((_changes: Record<string, unknown>) => Promise.resolve());
  const notify = vi.fn();
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <FileServiceContext value={files}>
        <FormScreen fields={fields} values={stored} editable onSave={onSave} notify={notify} {...props} />
      </FileServiceContext>
    </I18nextProvider>,
  );
  return { onSave, notify };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('FormScreen', { timeout: 20_000 }, () => {
  it('shows the values; only an editable form has the edit toggle', async () => {
    renderScreen({ editable: false });
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('edit, change, Save all: sends only the changed values, says so, and goes back to display', async () => {
    const { onSave, notify } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Job title'));
    await userEvent.type(screen.getByLabelText('Job title'), 'Weaver');
    await userEvent.click(screen.getByLabelText('Boats'));
    await userEvent.click(button('Save all'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ jobTitle: 'Weaver', interests: ['looms', 'boats'] }));
    expect(notify).toHaveBeenCalledWith({ colour: 'positive', message: 'Your changes have been saved.' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy());
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Weaver');
  });

  it('shows progress when asked, counted 500 ms after a change', async () => {
    renderScreen({ showProgress: true, alwaysEdit: true });
    expect(await screen.findByText('100% complete')).toBeTruthy();
    await userEvent.clear(await screen.findByLabelText('Job title'));
    expect(await screen.findByText('75% complete', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('scrolls to the field the URL hash names, clearing the header by 16 px, and focuses it', async () => {
    window.history.replaceState(null, '', '#jobTitle');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      renderScreen({ alwaysEdit: true, headerHeight: () => 64 });
      const title = await screen.findByLabelText('Job title');
      await waitFor(() => expect(document.activeElement).toBe(title));
      const field = title.closest('.field')!;
      expect(scrollTo).toHaveBeenCalledWith({ top: field.getBoundingClientRect().top + window.scrollY - 64 - 16, behavior: 'auto' });
    } finally {
      scrollTo.mockRestore();
      window.history.replaceState(null, '', window.location.pathname);
    }
  });

  it('Cancel puts the stored values back', async () => {
    const { onSave } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Job title'), 'x');
    await userEvent.click(button('Cancel'));
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Maker');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('the confirmation lists exactly the changed values; Cancel sends nothing, Agree saves', async () => {
    const { onSave } = renderScreen({ showConfirmationDialogue: true, skipDirtyCheck: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'ada@harbour.test');
    await userEvent.click(screen.getByLabelText('Boats'));
    await userEvent.click(button('Save all'));
    const dialog = await screen.findByRole('dialog', { name: 'Save these changes?' });
    const lines = [...dialog.querySelectorAll('.form-dialog__change')].map((line) => line.textContent);
    expect(lines).toEqual(['Emailada@harbour.test', 'InterestsLooms, Boats']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(button('Save all'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ email: 'ada@harbour.test', interests: ['looms', 'boats'] }));
  });

  it('with nothing changed the confirmation says so', async () => {
    renderScreen({ showConfirmationDialogue: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(button('Save all'));
    expect(await within(await screen.findByRole('dialog')).findByText('You have not changed anything.')).toBeTruthy();
  });

  it('errors disable Save all; a failed save shows the server’s message and keeps the form open', async () => {
    const { onSave, notify } = renderScreen();
    onSave.mockRejectedValueOnce(new Error('The profile could not be saved: try later.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Job title'), ' and weaver');
    await waitFor(() => expect(button('Save all').getAttribute('aria-disabled')).toBe('true'));
    await userEvent.click(button('Save all'));
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Job title'));
    await userEvent.type(screen.getByLabelText('Job title'), 'Weaver{Enter}');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ colour: 'negative', message: 'The profile could not be saved: try later.' }));
    expect(button('Save all')).toBeTruthy();
  });

  it('Enter does not save while an error stands', async () => {
    const { onSave } = renderScreen({ alwaysEdit: true });
    await userEvent.type(await screen.findByLabelText('Job title'), ' and weaver{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText(/at most 10/)).toBeTruthy();
  });

  it('an error of a rule with disallowSubmit false shows but does not stop the save', async () => {
    const nickname: Field = { id: 6, key: 'nickname', name: 'Nickname', type: 'text', validation: { max: { value: 5, disallowSubmit: false } } };
    const { onSave } = renderScreen({ fields: [...fields, nickname], alwaysEdit: true });
    await userEvent.type(await screen.findByLabelText('Nickname'), 'Countess');
    await userEvent.tab();
    expect(await screen.findByText(/at most 5/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the error check runs 50 ms after a change
    expect(button('Save all').getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(button('Save all'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ nickname: 'Countess' }));
  });

  it('waits while an upload is in flight, then saves with its file', async () => {
    let finish: (ids: number[]) => void = () => {};
    const files: FileService = {
      upload: vi.fn(() => new Promise<number[]>((resolve) => { finish = resolve; })),
      getFiles: vi.fn(() => Promise.resolve([])), remove: vi.fn(), saveData: vi.fn(), imageUrl: () => '', download: vi.fn(),
    };
    const docs: Field = { id: 7, key: 'docs', name: 'Documents', type: 'files' };
    const { onSave } = renderScreen({ fields: [docs], values: {}, alwaysEdit: true }, files);
    await userEvent.upload(await screen.findByLabelText('Documents'), new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
    await userEvent.click(button('Save all'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(onSave).not.toHaveBeenCalled();
    finish([41]);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ docs: [41] }), { timeout: 2000 });
  });

  it('skipDirtyCheck sends every value', async () => {
    const { onSave } = renderScreen({ skipDirtyCheck: true, alwaysEdit: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Save all' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(stored));
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('autosave: saves 2 s after the last keystroke without a click, and the form stays open', async () => {
    const { onSave, notify } = renderScreen({ autosave: true, alwaysEdit: true, hideControls: true });
    const title = await screen.findByLabelText('Job title');
    await userEvent.type(title, 's');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ jobTitle: 'Makers' }), { timeout: 3000 });
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Job title') as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Save all' })).toBeNull();
  });

  it("hands its sources to the form's pickers", async () => {
    const mentors: Field = { id: 5, key: 'mentors', name: 'Mentors', type: 'memberPicker' };
    const members = { search: vi.fn(() => Promise.resolve([])), resolve: vi.fn(() => Promise.resolve([{ id: 7, label: 'Grace Hopper' }])) };
    renderScreen({ fields: [mentors], values: { mentors: [7] }, sources: { members } });
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(members.resolve).toHaveBeenCalledWith([7], expect.anything());
  });
});
