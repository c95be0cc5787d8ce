import { describe, expect, it } from 'vitest';
import { compileForm } from './compile-form.ts';
import { readRuleSetting } from './rule-setting.ts';
import { blocksSaving, validateForm, validateRemote } from './validate-form.ts';
import type { RemoteContext } from './rules/rule-types.ts';

describe('readRuleSetting', () => {
  it('reads a bare argument as a rule that stops saves', () => {
    expect(readRuleSetting(40)).toEqual({ raw: 40, disallowSubmit: true });
    expect(readRuleSetting({ field: 'start' })).toEqual({ raw: { field: 'start' }, disallowSubmit: true });
    expect(readRuleSetting(['a'])).toEqual({ raw: ['a'], disallowSubmit: true });
    expect(readRuleSetting(null)).toEqual({ raw: null, disallowSubmit: true });
  });

  it('unwraps {value, disallowSubmit} and takes the flag out of an object argument', () => {
    expect(readRuleSetting({ value: 40, disallowSubmit: false })).toEqual({ raw: 40, disallowSubmit: false });
    expect(readRuleSetting({ field: 'start', disallowSubmit: false })).toEqual({ raw: { field: 'start' }, disallowSubmit: false });
    // Only false lets a save through (spec: "disallowSubmit not false" blocks).
    expect(readRuleSetting({ value: 40, disallowSubmit: true })).toEqual({ raw: 40, disallowSubmit: true });
    expect(readRuleSetting({ value: 40, disallowSubmit: null })).toEqual({ raw: 40, disallowSubmit: true });
  });
});

describe('disallowSubmit on errors', () => {
  const form = compileForm({ fields: [
    { key: 'nickname', type: 'text', validation: { max: { value: 5, disallowSubmit: false }, required: true } },
    { key: 'born', type: 'date' },
    { key: 'met', type: 'date', validation: { date_after: { field: 'born', disallowSubmit: false } } },
    { key: 'slug', type: 'text', validation: { slug_valid: { source: 'entity', disallowSubmit: false } } },
  ] });

  it('compiles the flag onto the rule, and a null value still turns the rule off', () => {
    expect(form.fields[0]!.rules).toEqual([{ name: 'max', argument: 5, disallowSubmit: false }, { name: 'required', argument: true }]);
    const off = compileForm({ fields: [{ key: 'a', type: 'text', validation: { max: { value: null, disallowSubmit: false } } }] });
    expect(off.fields[0]!.rules).toEqual([]);
  });

  it('marks the errors of such rules, which do not block; others do', () => {
    const errors = validateForm(form, { nickname: 'Augusta', born: '2000-01-02', met: '2000-01-01' });
    expect(errors).toEqual([
      { path: ['nickname'], kind: 'max', params: { length: 5 }, disallowSubmit: false },
      { path: ['met'], kind: 'after', params: { target: 'born' }, disallowSubmit: false },
    ]);
    expect(errors.some(blocksSaving)).toBe(false);
    const required = validateForm(form, { nickname: '' });
    expect(required).toEqual([{ path: ['nickname'], kind: 'required' }]);
    expect(required.every(blocksSaving)).toBe(true);
  });

  it('carries the flag on remote errors as well', async () => {
    const remote: RemoteContext = { validateSlug: async () => ({ unique: false, number: 2 }), readFeed: async () => ({}), templateRenders: async () => true };
    const [error] = await validateRemote(form, { slug: 'taken' }, remote);
    expect(error).toMatchObject({ path: ['slug'], disallowSubmit: false });
  });
});
