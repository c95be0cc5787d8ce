import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test-support/test-i18n.ts';
import { lazyTextSet, type TextFiles } from './lazy-text-set.ts';
import { useTextSet } from './use-text-set.ts';

/** A file that arrives when the test says so. */
function later(texts: Record<string, string>) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => { arrive = resolve; });
  return { file: () => arrived.then(() => ({ default: texts })), arrive: () => act(async () => { arrive(); await arrived; }) };
}

function Greeting({ set }: { set: ReturnType<typeof lazyTextSet> }) {
  const { t } = useTranslation();
  return <p>{useTextSet(set) ? t('x.hello') : 'waiting'}</p>;
}

const renderIn = (language: string, set: ReturnType<typeof lazyTextSet>) => {
  const i18n = createTestI18n();
  void i18n.changeLanguage(language);
  render(<I18nextProvider i18n={i18n}><Greeting set={set} /></I18nextProvider>);
  return i18n;
};

const files = (overrides: Partial<TextFiles>): TextFiles => {
  const none = () => Promise.resolve({ default: {} });
  return { en: { 'x.hello': 'Hello' }, fr: none, cy: none, ee: none, ms: none, de: none, zh: none, es: none, ja: none, ...overrides };
};

describe('useTextSet', () => {
  it('is ready at once in English when the set carries its English', () => {
    renderIn('en', lazyTextSet(files({})));
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('shows none of the texts until the language in use is in, then that language', async () => {
    const fr = later({ 'x.hello': 'Bonjour' });
    renderIn('fr', lazyTextSet(files({ fr: fr.file })));
    expect(screen.getByText('waiting')).toBeTruthy();
    await fr.arrive();
    expect(screen.getByText('Bonjour')).toBeTruthy();
  });

  it('keeps showing on a switch of language, in English until the new language is in', async () => {
    const cy = later({ 'x.hello': 'Helo' });
    const i18n = renderIn('en', lazyTextSet(files({ cy: cy.file })));
    await act(() => i18n.changeLanguage('cy'));
    expect(screen.getByText('Hello')).toBeTruthy();
    await cy.arrive();
    expect(await screen.findByText('Helo')).toBeTruthy();
  });
});
