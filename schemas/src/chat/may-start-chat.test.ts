import { describe, expect, it } from 'vitest';
import { mayStartChat } from './may-start-chat.ts';

const open = { readerId: 1, targetId: 2, readerBlocksTarget: false, targetBlocksReader: false };

describe('mayStartChat', () => {
  it('lets a signed-in member start a chat with another member', () => expect(mayStartChat(open)).toBe(true));
  it('refuses a chat with oneself', () => expect(mayStartChat({ ...open, targetId: 1 })).toBe(false));
  it('refuses readers who are not signed in', () => expect(mayStartChat({ ...open, readerId: null })).toBe(false));
  it('refuses when either member blocks the other', () => {
    expect(mayStartChat({ ...open, readerBlocksTarget: true })).toBe(false);
    expect(mayStartChat({ ...open, targetBlocksReader: true })).toBe(false);
  });
});
