import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { Field, FileInfo } from '@tessera/schemas';
import { FieldForm } from '../../forms/FieldForm.tsx';
import { createTestI18n } from '../../test-support/test-i18n.ts';
import { FileServiceContext, type FileService } from './file-service.ts';

const stored = new Map<number, FileInfo>();

function fakeService(): FileService {
  stored.clear();
  let next = 1;
  return {
    upload: vi.fn((files: readonly File[]) => Promise.resolve(files.map((file) => {
      const id = next++;
      stored.set(id, { id, name: file.name, mime: file.type, size: file.size, url: '', isAsset: false });
      return id;
    }))),
    getFiles: vi.fn((ids: readonly number[]) => Promise.resolve(ids.flatMap((id) => stored.get(id) ?? []))),
    remove: vi.fn((id: number) => Promise.resolve(void stored.delete(id))),
    saveData: vi.fn(() => Promise.resolve()),
    imageUrl: (id) => `/image/${id}`,
    download: vi.fn(() => Promise.resolve()),
  };
}

function renderField(field: Partial<Field>, service: FileService) {
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <FileServiceContext.Provider value={service}>
        <FieldForm fields={[{ id: 1, key: 'docs', name: 'Documents', type: 'files', ...field }]} onSubmit={() => Promise.resolve()} />
      </FileServiceContext.Provider>
    </I18nextProvider>,
  );
}

const bytes = (size: number, name: string, type: string) => new File([new Uint8Array(size)], name, { type });

describe('FilesWidget', () => {
  it('refuses a file over the limit with the limit and its size, and sends nothing', async () => {
    const service = fakeService();
    renderField({ validation: { size: 100 } }, service);
    await userEvent.upload(await screen.findByLabelText('Documents'), bytes(300_000, 'big.pdf', 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('The maximum file size of 0.1 MB is exceeded: big.pdf is 0.3 MB.');
    expect(service.upload).not.toHaveBeenCalled();
  });

  it('takes one file, then hides its input; Remove brings it back', async () => {
    const service = fakeService();
    renderField({}, service);
    await userEvent.upload(await screen.findByLabelText('Documents'), bytes(10, 'a.pdf', 'application/pdf'));
    expect(await screen.findByText('a.pdf', { selector: '.field-files__name' })).toBeTruthy();
    expect(screen.queryByLabelText('Documents')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(service.remove).toHaveBeenCalledWith(1);
    expect(await screen.findByLabelText('Documents')).toBeTruthy();
  });

  it('takes several files with multipleFiles, keeps only accepted types, and hides the list when asked', async () => {
    const service = fakeService();
    renderField({ multipleFiles: true, hideUploadedFiles: true, validation: { file_types: ['pdf'] } }, service);
    const input = await screen.findByLabelText<HTMLInputElement>('Documents');
    expect(input.accept).toBe('.pdf');
    await userEvent.upload(input, [bytes(10, 'a.pdf', 'application/pdf'), bytes(10, 'b.txt', 'text/plain')], { applyAccept: false });
    await waitFor(() => expect(service.upload).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.pdf' })], 'document'));
    expect(screen.getByRole('alert').textContent).toMatch(/b\.txt is not a type this field takes/);
    expect(screen.queryByText('a.pdf', { selector: '.field-files__name' })).toBeNull();
    expect(screen.getByLabelText('Documents')).toBeTruthy();
  });
});
