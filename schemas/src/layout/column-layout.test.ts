import { describe, expect, it } from 'vitest';
import { validateColumnLayout, type ColumnLayoutProblem } from './column-layout.ts';

describe('validateColumnLayout', () => {
  it.each<[number[], ColumnLayoutProblem | null]>([
    [[12], null],
    [[6, 6], null],
    [[4, 4, 4], null],
    [[3, 9], null],
    [Array<number>(12).fill(1), null],
    [Array<number>(13).fill(1), 'tooMany'],
    [[6, 5], 'widthsSum'],
    [[6, 7], 'widthsSum'],
    [[], 'widthsSum'],
  ])('%j → %s', (widths, problem) => {
    expect(validateColumnLayout(widths)).toBe(problem);
  });
});
