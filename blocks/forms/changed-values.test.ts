import { describe, expect, it } from 'vitest';
import { changedValues } from './changed-values.ts';

describe('changedValues', () => {
  const opened = { first: 'Ada', tags: ['maths'], count: 2, on: false };

  it('keeps only the values that differ from the opened ones, lists compared by content', () => {
    expect(changedValues(opened, { first: 'Ada', tags: ['maths'], count: 3, on: true })).toEqual({ count: 3, on: true });
    expect(changedValues(opened, { ...opened, tags: ['maths', 'looms'] })).toEqual({ tags: ['maths', 'looms'] });
  });

  it('nothing changed: nothing to send', () => {
    expect(changedValues(opened, { ...opened, tags: ['maths'] })).toEqual({});
  });

  it('a value the form did not open with counts as changed', () => {
    expect(changedValues({}, { bio: '' })).toEqual({ bio: '' });
  });

  it('skipDirtyCheck sends every value', () => {
    expect(changedValues(opened, opened, true)).toEqual(opened);
  });
});
