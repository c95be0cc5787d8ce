import type { LanguageCode, Translations } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { buildBundle, buildTexts } from './bundle.ts';
import type { ShippedTexts } from './shipped-texts.ts';

const shipped: ShippedTexts = {
  shell: new Map<LanguageCode, Translations>([
    ['en', { greeting: 'Hello', farewell: 'Bye', title: 'Shell title' }],
    ['fr', { greeting: 'Bonjour' }],
  ]),
  sets: new Map<LanguageCode, Translations>([
    ['en', { 'chat.send': 'Send', 'chat.back': 'Back' }],
    ['fr', { 'chat.send': 'Envoyer', 'chat.back': 'Retour' }],
  ]),
};
const site: Partial<Record<LanguageCode, Translations>> = { en: { title: 'Site title' }, fr: { farewell: 'Salut' } };

describe('buildBundle', () => {
  it('lays site texts over shell texts', () => {
    expect(buildBundle('en', shipped, site)).toEqual({
      language: 'en', translations: { greeting: 'Hello', farewell: 'Bye', title: 'Site title' },
    });
  });

  it('falls back to English for keys a language lacks', () => {
    expect(buildBundle('fr', shipped, site).translations).toEqual({
      greeting: 'Bonjour', farewell: 'Salut', title: 'Site title',
    });
  });

  it('leaves the other sets to the code that shows them, with the site\'s own wording of their texts', () => {
    const ownChat = { en: { 'chat.send': 'Post it', 'chat.back': 'Go back' }, fr: { 'chat.back': 'Revenir' } };
    expect(buildBundle('en', shipped, ownChat).translations).toEqual({ greeting: 'Hello', farewell: 'Bye', title: 'Shell title', 'chat.send': 'Post it', 'chat.back': 'Go back' });
    // In French the set's own French outranks the site's English, as the shell's does.
    expect(buildBundle('fr', shipped, ownChat).translations).toEqual({ greeting: 'Bonjour', farewell: 'Bye', title: 'Shell title', 'chat.back': 'Revenir' });
  });
});

describe('buildTexts', () => {
  it('has every set\'s texts, the site\'s over them, English beneath', () => {
    expect(buildTexts('fr', shipped, { en: { 'chat.send': 'Post it', title: 'Site title' }, fr: { 'chat.back': 'Revenir' } }).translations).toEqual({
      greeting: 'Bonjour', farewell: 'Bye', title: 'Site title', 'chat.send': 'Envoyer', 'chat.back': 'Revenir',
    });
  });
});
