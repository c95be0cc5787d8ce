import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { parseInitOpts } from './init-opts.ts';

describe('parseInitOpts', () => {
  it('reads the slugs', () => {
    expect(parseInitOpts('{"moduleSlug":"home","pageSlug":"welcome"}')).toEqual({ moduleSlug: 'home', pageSlug: 'welcome' });
    expect(parseInitOpts(undefined)).toEqual({});
    expect(parseInitOpts('{}')).toEqual({});
    expect(parseInitOpts('{"home":true}')).toEqual({ home: true });
  });

  it.each(['not json', '[]', 'null', '{"moduleSlug":3}', '{"home":"yes"}'])('rejects %j with a 400', (raw) => {
    expect(() => parseInitOpts(raw)).toThrow(AppError);
  });
});
