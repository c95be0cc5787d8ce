import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test-support/render-with-i18n.tsx';
import { pageSettingsSchema } from '../../forms/form-schemas.ts';
import { installEditorTexts } from '../editor-texts.ts';
import { SchemaForm } from './SchemaForm.tsx';

// Ajv compiling a schema in the browser is what the CSP forbids: the form must never need it.
vi.mock('ajv', () => { throw new Error('Ajv must not be loaded by the settings forms'); });

const page = { name: 'Welcome', slug: 'welcome', width: 'fixed', hideFromNav: false, isAbstract: false };

describe('SchemaForm', () => {
  beforeAll(installEditorTexts); // as the editor's chunk does when it loads
  afterEach(cleanup);

  it('labels its fields from translations and submits valid data', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithI18n(<SchemaForm schema={pageSettingsSchema} formData={page} onSubmit={onSubmit} />);
    const name = await screen.findByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hello', slug: 'welcome' })));
  });

  it('checks with the precompiled validator and shows translated errors, submitting nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithI18n(<SchemaForm schema={pageSettingsSchema} formData={{ ...page, slug: 'Not A Slug' }} onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This is not in the expected form.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
