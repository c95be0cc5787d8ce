import { describe, expect, it } from 'vitest';
import { formatTabQuery, parseTabQuery } from './tab-query.ts';

describe('tab query', () => {
  it('reads block hash → child hash entries', () => {
    expect(parseTabQuery('a1_b2,c3_d4')).toEqual(new Map([['a1', 'b2'], ['c3', 'd4']]));
  });

  it('skips malformed entries', () => {
    expect(parseTabQuery('a1_b2,,nounderscore,_x,y_,a_b_c')).toEqual(new Map([['a1', 'b2']]));
    expect(parseTabQuery(null)).toEqual(new Map());
  });

  it('writes entries back in the same format', () => {
    expect(formatTabQuery(parseTabQuery('a1_b2,c3_d4'))).toBe('a1_b2,c3_d4');
  });
});
