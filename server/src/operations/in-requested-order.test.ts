import { describe, expect, it } from 'vitest';
import { inRequestedOrder } from './in-requested-order.ts';

describe('inRequestedOrder', () => {
  it('orders items as the ids, each once, leaving out ids without an item', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(inRequestedOrder([3, 9, 1, 3], items, (item) => item.id)).toEqual([{ id: 3 }, { id: 1 }]);
  });
});
