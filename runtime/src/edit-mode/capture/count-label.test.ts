import { describe, expect, it } from 'vitest';
import { capturedCountLabel } from './count-label.ts';

describe('capturedCountLabel', () => {
  it.each([[0, '0'], [1, '1'], [99, '99'], [100, '99+'], [1234, '99+']])('shows %i as %s', (count, label) => {
    expect(capturedCountLabel(count)).toBe(label);
  });
});
