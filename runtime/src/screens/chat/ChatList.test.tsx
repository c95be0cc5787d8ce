import { describe, expect, it } from 'vitest';
import type { Chat } from '@tessera/schemas';
import { sortChats } from './ChatList.tsx';

const chat = (id: number, name: string): Chat => ({ id, with: id + 10, name, unread: 0, latestMessage: null, canSend: true });

describe('sortChats', () => {
  const byDate = [chat(3, 'Grace Hopper'), chat(1, 'priya Natarajan'), chat(2, 'Émile Zola'), chat(4, 'Morgan Reyes')];
  it('keeps the latest first for date', () => expect(sortChats(byDate, 'date', 'en').map((c) => c.id)).toEqual([3, 1, 2, 4]));
  it('orders by name in the language, whatever the case or accents', () => {
    expect(sortChats(byDate, 'name', 'fr').map((c) => c.name)).toEqual(['Émile Zola', 'Grace Hopper', 'Morgan Reyes', 'priya Natarajan']);
  });
});
