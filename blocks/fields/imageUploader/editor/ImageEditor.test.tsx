import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import formsEn from '@tessera/schemas/i18n/forms/en.json';
import { createTestI18n } from '../../../test-support/test-i18n.ts';
import ImageEditor, { type ImageEditorProps } from './ImageEditor.tsx';

function renderEditor(props: Partial<ImageEditorProps> = {}) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'translation', formsEn);
  const handlers = { onSave: vi.fn(() => Promise.resolve()), onClose: vi.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <ImageEditor src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" focal={{ x: 50, y: 50 }} {...handlers} {...props} />
    </I18nextProvider>,
  );
  return handlers;
}

describe('ImageEditor', () => {
  it('moves the focal point with the arrow keys and saves it on Done', async () => {
    const { onSave, onClose } = renderEditor();
    const marker = screen.getByRole('slider', { name: 'Focal point' });
    marker.focus();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(marker.getAttribute('aria-valuetext')).toBe('51% across, 60% down');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSave).toHaveBeenCalledWith({ x: 51, y: 60 });
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Done without saving an unmoved focal point, unless the image is new', async () => {
    const unmoved = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(unmoved.onSave).not.toHaveBeenCalled();
    expect(unmoved.onClose).toHaveBeenCalled();
  });

  it('saves a new image with its focal point unmoved', async () => {
    const fresh = renderEditor({ unsaved: true });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(fresh.onSave).toHaveBeenCalledWith({ x: 50, y: 50 });
  });

  it('warns that there is nothing to save in always-editing mode', async () => {
    const { onSave, onClose } = renderEditor({ alwaysEditing: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status').textContent).toBe('There is nothing new to save.');
    expect(onSave).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the focal point and the view when switching to full screen and back', async () => {
    renderEditor();
    screen.getByRole('slider', { name: 'Focal point' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(screen.getByRole('radio', { name: 'Previews' }));
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(screen.getByRole('dialog', { name: 'Image editor' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Previews' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Image' }));
    expect(screen.getByRole('slider', { name: 'Focal point' }).getAttribute('aria-valuetext')).toBe('49% across, 50% down');
  });

  it('closes on Escape, except in the previews view', async () => {
    const { onClose } = renderEditor();
    await userEvent.click(screen.getByRole('radio', { name: 'Previews' }));
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Previews' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Image' }));
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Image' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the active ratios and adds a custom one with the spec’s notices', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('radio', { name: 'Previews' }));
    expect(screen.getAllByRole('button', { name: /^Preview / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Preview 5:4', 'Preview 4:3', 'Preview 16:9', 'Preview 21:9']);
    expect(screen.getByRole('button', { name: 'Large preview 4:3' })).toBeTruthy();
    const width = screen.getByLabelText('Width');
    const height = screen.getByLabelText('Height');
    const add = screen.getByRole('button', { name: 'Add ratio' });
    await userEvent.type(width, '2');
    await userEvent.click(add);
    expect(screen.getByRole('status').textContent).toBe('Enter both a width and a height.');
    await userEvent.type(height, '9');
    await userEvent.click(add);
    expect(screen.getByRole('status').textContent).toMatch(/unrealistic/);
    await userEvent.clear(height);
    await userEvent.type(height, '2');
    await userEvent.click(add);
    expect(screen.getByRole('status').textContent).toBe('That ratio is already in the list.');
    await userEvent.clear(width);
    await userEvent.type(width, '3');
    await userEvent.type(height, '{Backspace}5{Enter}');
    expect(screen.getByRole('button', { name: 'Preview 3:5' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '3:5' })).toHaveProperty('checked', true);
  });
});
