import { describe, expect, it, vi } from 'vitest';
import type { Field } from '../generated/model.ts';
import { compileForm } from './compile-form.ts';
import { hasRemoteRules, validateForm, validateRemote } from './validate-form.ts';

const library = new Map<number, Field>([
  [10, { id: 10, key: 'email', name: 'Email', type: 'email', validation: { required: true } }],
  [11, { id: 11, key: 'city', type: 'text', validation: { max: 5 } }],
]);
const form = compileForm({ library, fields: [
  { key: 'name', name: 'Name', type: 'text', validation: { required: true, min: 2, max: 10 } },
  { key: 'start', name: 'Start date', type: 'date' },
  { key: 'end', name: 'End date', type: 'date', validation: { date_after: { field: 'start' } } },
  { key: 'year', type: 'year', validation: { min_custom: 1900, max_custom: null } },
  { key: 'address', type: 'group', childIds: [11] },
  { key: 'contacts', type: 'repeater', childIds: [10], validation: { filterDuplicatesByKey: 'email' } },
  { key: 'slug', type: 'text', validation: { slug_valid: { source: 'entity' } } },
] });

describe('validateForm', () => {
  it('passes a valid form', () => {
    expect(validateForm(form, { name: 'Ada', start: '2024-01-01', end: '2024-01-05', year: 1990, address: { city: 'Bath' }, contacts: [{ email: 'a@x.io' }] })).toEqual([]);
  });

  it('reports the first broken rule of each field, at its path', () => {
    const errors = validateForm(form, {
      name: 'A', start: '2024-01-05', end: '2024-01-05', year: 1800, address: { city: 'London' },
      contacts: [{ email: 'not an email' }, { email: '' }],
    });
    expect(errors).toEqual([
      { path: ['name'], kind: 'min', params: { length: 2 } },
      { path: ['end'], kind: 'after', params: { target: 'Start date' } },
      { path: ['year'], kind: 'min_value', params: { min: 1900 } },
      { path: ['address', 'city'], kind: 'max', params: { length: 5 } },
      { path: ['contacts', 0, 'email'], kind: 'email' },
      { path: ['contacts', 1, 'email'], kind: 'required' },
    ]);
  });

  it('skips deleted repeater rows, for their own rules and for duplicates', () => {
    const contacts = [{ email: 'a@x.io' }, { email: 'a@x.io', meta: { deleted: true } }, { email: '', meta: { deleted: true } }];
    expect(validateForm(form, { name: 'Ada', contacts })).toEqual([]);
    expect(validateForm(form, { name: 'Ada', contacts: [{ email: 'a@x.io' }, { email: 'a@x.io' }] })).toEqual([
      { path: ['contacts'], kind: 'filterDuplicatesByKey', params: { key: 'email' } },
    ]);
  });

  it('refuses values of the wrong type, as a tampered save would send them', () => {
    expect(validateForm(form, { name: 42, year: 'nineteen' })).toEqual([
      { path: ['name'], kind: 'invalid' },
      { path: ['year'], kind: 'numeric' },
    ]);
  });

  it('leaves remote rules to validateRemote', () => expect(validateForm(form, { name: 'Ada', slug: 'taken' })).toEqual([]));
});

describe('validateRemote', () => {
  it('checks the remote rules of filled-in fields', async () => {
    const validateSlug = vi.fn(async () => ({ unique: false }));
    const remote = { itemId: 3, validateSlug, readFeed: vi.fn(), templateRenders: vi.fn() };
    expect(await validateRemote(form, { slug: 'taken' }, remote)).toEqual([{ path: ['slug'], kind: 'slug_valid' }]);
    expect(validateSlug).toHaveBeenCalledWith('/entity/3/slug/taken/validate');
    expect(await validateRemote(form, { slug: '' }, remote)).toEqual([]);
  });
});

describe('hasRemoteRules', () => {
  it('finds remote rules at any depth', () => {
    const feeds = new Map<number, Field>([[30, { id: 30, key: 'feed', type: 'text', validation: { feed_valid: true } }]]);
    expect(hasRemoteRules(form)).toBe(true);
    expect(hasRemoteRules(compileForm({ library: feeds, fields: [{ key: 'g', type: 'group', childIds: [30] }] }))).toBe(true);
    expect(hasRemoteRules(compileForm({ fields: [{ key: 'name', type: 'text', validation: { required: true } }] }))).toBe(false);
  });

  it('checks the remote rules of a group’s fields at their path', async () => {
    const feeds = new Map<number, Field>([[30, { id: 30, key: 'feed', type: 'text', validation: { feed_valid: true } }]]);
    const grouped = compileForm({ library: feeds, fields: [{ key: 'g', type: 'group', childIds: [30] }] });
    const remote = { validateSlug: vi.fn(), readFeed: vi.fn(async () => ({ items: [], errno: 0 })), templateRenders: vi.fn() };
    expect(await validateRemote(grouped, { g: { feed: 'https://x.io/rss' } }, remote)).toEqual([{ path: ['g', 'feed'], kind: 'feed_valid' }]);
  });
});
