import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { setAtPath } from './set-at-path.ts';

describe('setAtPath', () => {
  it('sets nested values, creating objects on the way, without changing the original', () => {
    const original = { language: 'en', settings: { privacy: { isConnectivityPrivate: true } } };
    expect(setAtPath(original, ['settings', 'theme'], 'dark')).toEqual({
      language: 'en', settings: { privacy: { isConnectivityPrivate: true }, theme: 'dark' },
    });
    expect(setAtPath(original, ['block', '12', 'shown'], true)).toMatchObject({ block: { 12: { shown: true } } });
    expect(original).toEqual({ language: 'en', settings: { privacy: { isConnectivityPrivate: true } } });
  });

  it('removes the key when the value is null', () => {
    expect(setAtPath({ language: 'fr', x: 1 }, ['language'], null)).toEqual({ x: 1 });
  });

  it('refuses paths that would reach the prototype', () => {
    expect(() => setAtPath({}, ['__proto__', 'polluted'], true)).toThrow(AppError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
