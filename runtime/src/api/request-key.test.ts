import { describe, expect, it } from 'vitest';
import { keyHasPrefix, requestKey } from './request-key.ts';

describe('requestKey', () => {
  it('names path and sorted parameters, and a POST body', () => {
    expect(requestKey('GET', '/structure', { b: 2, a: 'x', c: undefined })).toBe('GET structure?a=x&b=2');
    expect(requestKey('POST', 'profile/collection', undefined, { accountIds: [1, 2] })).toBe('POST profile/collection\n{"accountIds":[1,2]}');
  });
});

describe('keyHasPrefix', () => {
  it.each([
    ['GET structure', 'structure', true],
    ['GET structure/page/3', 'structure', true],
    ['GET structure?x=1', '/structure', true],
    ['POST structure/block/loadMultiple\n{"ids":[1]}', 'structure/block', true],
    ['GET structure/page/10', 'structure/page/1', false],
    ['GET structures', 'structure', false],
    ['GET user/permissions', 'user/', true],
    ['GET settings', '', true],
  ])('%j under %j: %s', (key, prefix, expected) => {
    expect(keyHasPrefix(key, prefix)).toBe(expected);
  });
});
