import { describe, expect, it } from 'vitest';
import type { Block, Module, Page } from '../generated/model.ts';
import { localiseBlock, localiseModule, localisePage } from './localise-structure.ts';

const cy = { language: 'cy', defaultLanguage: 'en' } as const;
const translatableOf = (type: string) => (type === 'heading' ? ['text'] : type === 'image' ? ['alt', 'caption'] : []);

const module: Module = {
  id: 1, key: 'home', slug: 'home', name: 'Home', childIds: [2, 3], translations: { cy: { name: 'Hafan' } },
  children: [
    { id: 2, key: 'welcome', slug: 'welcome', name: 'Welcome', moduleId: 1, type: 'other', width: 'fixed', translations: { cy: { name: 'Croeso' } } },
    { id: 3, key: 'news', slug: 'news', name: 'News', moduleId: 1, type: 'other', width: 'fixed' },
  ],
};

describe('localiseModule', () => {
  it("answers the module's and its pages' names in the language, marking the untranslated page", () => {
    const localised = localiseModule(module, cy);
    expect(localised).toMatchObject({ name: 'Hafan', children: [{ name: 'Croeso' }, { name: 'News', fallbacks: { name: 'en' } }] });
    expect(localised).not.toHaveProperty('translations');
    expect(localised.children[0]).not.toHaveProperty('translations');
  });
});

describe('localiseBlock', () => {
  it("translates the title and the type's translatable options only", () => {
    const block: Block = {
      id: 9, key: 'hero', type: 'image', title: 'Harbour', options: { fileId: 4, alt: 'The quay', caption: 'Since 2014' },
      translations: { cy: { title: 'Harbwr', options: { alt: "Y cei", fileId: '5' } } },
    };
    expect(localiseBlock(block, translatableOf, cy)).toEqual({
      id: 9, key: 'hero', type: 'image', title: 'Harbwr', options: { fileId: 4, alt: 'Y cei', caption: 'Since 2014' },
      fallbacks: { 'options.caption': 'en' },
    });
  });

  it('leaves a block of an unknown type with its options, translating only its title', () => {
    const block: Block = { id: 1, key: 'x', type: 'gone', title: 'Old', options: { text: 'Kept' }, translations: { cy: { options: { text: 'Newydd' } } } };
    expect(localiseBlock(block, translatableOf, cy)).toEqual({ id: 1, key: 'x', type: 'gone', title: 'Old', options: { text: 'Kept' }, fallbacks: { title: 'en' } });
  });
});

describe('localisePage', () => {
  it("answers the page's name and every block's texts", () => {
    const page: Page = {
      id: 2, key: 'welcome', slug: 'welcome', name: 'Welcome', moduleId: 1, type: 'other', width: 'fixed', positions: { 'col-0': [5] },
      translations: { cy: { name: 'Croeso' } },
      blocks: [{ id: 5, key: 'h', type: 'heading', options: { text: 'Hello', level: 2 }, translations: { fr: { options: { text: 'Bonjour' } } } }],
    };
    expect(localisePage(page, translatableOf, cy)).toEqual({
      id: 2, key: 'welcome', slug: 'welcome', name: 'Croeso', moduleId: 1, type: 'other', width: 'fixed', positions: { 'col-0': [5] },
      blocks: [{ id: 5, key: 'h', type: 'heading', options: { text: 'Hello', level: 2 }, fallbacks: { 'options.text': 'en' } }],
    });
  });
});
