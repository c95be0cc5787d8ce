import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelAjv } from '@tessera/schemas';
import { blockDefinitionList } from '../definition-list.ts';
import { checkBlock, translatableOptions } from '../definitions.ts';
import { quoteDefinition } from '../test-support/quote-definition.ts';
import { createBlockCatalogue } from './block-catalogue.ts';

const catalogue = createBlockCatalogue([...blockDefinitionList, quoteDefinition], ['retired-widget']);

afterEach(() => vi.restoreAllMocks());

describe('migrateBlockOptions', () => {
  it('runs every migration after the saved version, in order', () => {
    expect(catalogue.migrateBlockOptions('quote', { text: 'Make do and mend' }, 1)).toEqual({
      options: { body: 'Make do and mend', align: 'start' }, optionsVersion: 3,
    });
    expect(catalogue.migrateBlockOptions('quote', { body: 'Mend', align: 'center' }, 2)).toEqual({
      options: { body: 'Mend', align: 'center' }, optionsVersion: 3,
    });
  });

  it('takes options without a version as version 1', () => {
    expect(catalogue.migrateBlockOptions('quote', { text: 'x' })).toEqual({ options: { body: 'x', align: 'start' }, optionsVersion: 3 });
  });

  it('returns current options, and options of unknown types, as they are', () => {
    const current = { body: 'x', align: 'start' };
    expect(catalogue.migrateBlockOptions('quote', current, 3).options).toBe(current);
    const heading = { text: 'Hi', level: 2 };
    expect(catalogue.migrateBlockOptions('heading', heading).options).toBe(heading);
    expect(catalogue.migrateBlockOptions('retired-widget', { slots: 8 }, 4)).toEqual({ options: { slots: 8 }, optionsVersion: 4 });
  });

  it('does not change the saved options', () => {
    const saved = { text: 'x' };
    catalogue.migrateBlockOptions('quote', saved, 1);
    expect(saved).toEqual({ text: 'x' });
  });
});

describe('currentOptionsVersion', () => {
  it('is the last migration’s version, 1 for a type without migrations or not known', () => {
    expect(catalogue.currentOptionsVersion('quote')).toBe(3);
    expect(catalogue.currentOptionsVersion('heading')).toBe(1);
    expect(catalogue.currentOptionsVersion('nothing')).toBe(1);
  });
});

describe('checkBlock', () => {
  it('names an unknown type and the known type it was likely meant to be', () => {
    expect(catalogue.checkBlock({ type: 'headnig' })).toEqual([{ path: '/type', message: "Unknown block type 'headnig'. Did you mean 'heading'?" }]);
    expect(catalogue.checkBlock({ type: 'RichText' })[0]?.message).toContain("Did you mean 'richText'?");
  });

  it('lists the known types when no type is near', () => {
    expect(catalogue.checkBlock({ type: 'carousel' })).toEqual([{
      path: '/type', message: "Unknown block type 'carousel'. Known types: heading, richText, image, columns, tabs, basicForm, profileForm, modal, stepper, dataDisplay, applyToList, directory, discussion, cardWall, userPost, quote.",
    }]);
  });

  it('accepts a retired type without checking its options', () => {
    expect(catalogue.checkBlock({ type: 'retired-widget', options: { area: 'wood-shop', slots: 8 } })).toEqual([]);
  });

  it('reports every option breaking the schema, with its JSON pointer', () => {
    expect(catalogue.checkBlock({ type: 'heading', options: { text: 42, level: 9, bogus: true } })).toEqual([
      { path: '/options', message: "must NOT have additional properties 'bogus'" },
      { path: '/options/text', message: 'must be string' },
      { path: '/options/level', message: 'must be equal to one of the allowed values: 1, 2, 3, 4' },
    ]);
  });

  it('checks options merged over the defaults, as the renderer shows them', () => {
    expect(catalogue.checkBlock({ type: 'heading' })).toEqual([]);
    expect(catalogue.checkBlock({ type: 'image', options: { alt: 'A photo' } })).toEqual([]);
  });

  it('checks options after migrating them to the current version', () => {
    expect(catalogue.checkBlock({ type: 'quote', options: { text: 'Mend' } })).toEqual([]);
    expect(catalogue.checkBlock({ type: 'quote', options: { text: 5 }, optionsVersion: 1 })).toEqual([{ path: '/options/body', message: 'must be string' }]);
    expect(catalogue.checkBlock({ type: 'quote', options: { text: 'Mend' }, optionsVersion: 3 })).toEqual([
      { path: '/options', message: "must NOT have additional properties 'text'" },
    ]);
  });

  it('reports options of a version newer than the type knows', () => {
    expect(catalogue.checkBlock({ type: 'heading', options: { text: 'Hi' }, optionsVersion: 2 })).toEqual([
      { path: '/optionsVersion', message: "Options version 2 is newer than the 'heading' block type knows (1)." },
    ]);
  });

  it('applies the type’s own rules: a tabs block needs children', () => {
    expect(catalogue.checkBlock({ type: 'tabs' })).toEqual([{ path: '', message: 'A tabs block needs child blocks in children, one per tab.' }]);
    expect(catalogue.checkBlock({ type: 'tabs', children: [] })).toHaveLength(1);
    expect(catalogue.checkBlock({ type: 'tabs', children: [7] })).toEqual([]);
  });

  it('accepts translations of the translatable options only, naming the others', () => {
    expect(catalogue.checkBlock({ type: 'image', options: { fileId: 1, alt: 'Quay' }, translations: { fr: { options: { alt: 'Quai', caption: 'Légende' } } } })).toEqual([]);
    expect(catalogue.checkBlock({ type: 'heading', options: { text: 'Hi', level: 2 }, translations: { cy: { options: { text: 'Helo', level: '3' } } } })).toEqual([
      { path: '/translations/cy/options/level', message: "'level' is not a translatable option of the 'heading' block type (translatable: text)." },
    ]);
    expect(catalogue.checkBlock({ type: 'tabs', children: [1], translations: { fr: { options: { tabStyle: 'x' } } } })[0]?.message).toContain('(it has none)');
  });

  it('compiles a type’s schema once, the first time a block of it is checked', () => {
    const compile = vi.spyOn(modelAjv(), 'compile');
    const fresh = createBlockCatalogue([{ ...quoteDefinition }]);
    expect(compile).not.toHaveBeenCalled();
    fresh.checkBlock({ type: 'quote' });
    fresh.checkBlock({ type: 'quote', options: { body: 'x' }, optionsVersion: 3 });
    expect(compile).toHaveBeenCalledTimes(1);
  });
});

describe('the definitions entry', () => {
  it('knows the demo’s retired type and this release’s types', () => {
    expect(checkBlock({ type: 'retired-widget' })).toEqual([]);
    expect(checkBlock({ type: 'quote' })[0]?.path).toBe('/type');
  });

  it('says which options each type translates', () => {
    expect(translatableOptions('heading')).toEqual(['text']);
    expect(translatableOptions('richText')).toEqual(['html']);
    expect(translatableOptions('image')).toEqual(['alt', 'caption']);
    expect(translatableOptions('tabs')).toEqual([]);
    expect(translatableOptions('retired-widget')).toEqual([]);
  });
});
