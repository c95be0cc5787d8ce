import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';

/** Renders with the app's i18n instance (bundled English). */
export function renderWithI18n(ui: ReactElement): RenderResult {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
