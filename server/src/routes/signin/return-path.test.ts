import { describe, expect, it } from 'vitest';
import { appReturnPath, withSecret } from './return-path.ts';

describe('appReturnPath', () => {
  it('keeps app paths with their query', () => {
    expect(appReturnPath('/app/home/welcome?tab=a')).toBe('/app/home/welcome?tab=a');
    expect(appReturnPath('/app')).toBe('/app');
  });

  it.each([undefined, '', 'https://evil.test/app/', '//evil.test/app/', '/\\evil.test', '/application', '/api/v1/init', 'app/x'])(
    'sends %j to /app/', (referrer) => {
      expect(appReturnPath(referrer)).toBe('/app/');
    });
});

describe('withSecret', () => {
  it('adds s to the query, keeping what is there', () => {
    expect(withSecret('/app/home?tab=b#top', 'abc')).toBe('/app/home?tab=b&s=abc#top');
    expect(withSecret('/app/', 'abc')).toBe('/app/?s=abc');
  });
});
