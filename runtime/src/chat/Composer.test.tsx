import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { chatTexts } from './chat-texts.ts';
import { Composer } from './Composer.tsx';

beforeAll(() => chatTexts.install(i18n, 'en')); // as the chat screen does before it shows

function setUp(disabled = false) {
  const onSend = vi.fn(async () => undefined);
  renderWithI18n(<Composer name="Grace Hopper" disabled={disabled} onSend={onSend} />);
  const field = screen.getByRole('textbox', { name: 'Message to Grace Hopper' });
  return { onSend, field };
}

describe('Composer', () => {
  it('sends on Enter what the allow-list keeps, then empties the field', async () => {
    const { onSend, field } = setUp();
    field.innerHTML = '<b onclick="x()">Hi</b> <span style="color:red">there</span><script>alert(1)</script> <a href="javascript:alert(1)">x</a>';
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('<b>Hi</b> there <a>x</a>'));
    await waitFor(() => expect(field.innerHTML).toBe(''));
  });

  it('starts a new line on Shift+Enter instead of sending, and sends nothing without text', () => {
    const { onSend, field } = setUp();
    field.innerHTML = 'Hi';
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    field.innerHTML = '<p><br></p>';
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses a link address outside the allowed schemes', () => {
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByText(/A link must be a web address/)).toBeTruthy();
  });

  it('cannot be used while either member blocks the other', () => {
    const { field } = setUp(true);
    expect(field.getAttribute('contenteditable')).toBe('false');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });
});
