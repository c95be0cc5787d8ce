import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AbuseReport, ReportAbuseBody } from '@tessera/schemas';
import { createTestI18n } from '../../test-support/test-i18n.ts';
import { postTexts } from '../post-texts.ts';
import { ReportButton } from './ReportButton.tsx';

const item = { id: 7, scope: 'comment' as const, fromName: 'Ada Lovelace' };
const i18n = createTestI18n();
beforeAll(() => postTexts.install(i18n, 'en')); // as the post block around it does

function renderButton(report: (body: ReportAbuseBody) => Promise<AbuseReport>) {
  render(<I18nextProvider i18n={i18n}><ReportButton host={{ report }} item={item} /></I18nextProvider>);
}

describe('ReportButton', () => {
  it('asks why, sends the category and the words, and thanks the member', async () => {
    const report = vi.fn((body: ReportAbuseBody) => Promise.resolve({ id: 1, ...body } as unknown as AbuseReport));
    renderButton(report);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: "Report Ada Lovelace's comment" });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send report' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    await userEvent.type(screen.getByLabelText('Anything to add? (optional)'), '  Rude to a newcomer  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(report).toHaveBeenCalledWith({ reportedId: 7, reportedType: 'comment', category: 'harassment', data: { message: 'Rude to a newcomer' } });
    expect(await screen.findByText('Thank you. The moderators will look at it.')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
  });

  it('says so when the report could not be sent, and lets the member try again', async () => {
    const report = vi.fn(() => Promise.reject(new Error('offline')));
    renderButton(report);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The report could not be sent. Please try again.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send report' }).disabled).toBe(false);
  });
});
