import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { FieldForm, type FieldFormProps } from '../forms/FieldForm.tsx';
import { createTestI18n } from './test-i18n.ts';

/** A FieldForm in English with a spy for what it saves. */
export function renderFieldForm(props: Omit<FieldFormProps, 'onSubmit'>) {
  const onSubmit = vi.fn((_values: Record<string, unknown>) => Promise.resolve());
  render(<I18nextProvider i18n={createTestI18n()}><FieldForm {...props} onSubmit={onSubmit} /></I18nextProvider>);
  return onSubmit;
}
