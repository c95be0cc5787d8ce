import { describe, expect, it } from 'vitest';
import { modalMetaPath, nextModalState } from './modal-state.ts';

const now = new Date('2026-11-25T10:00:00.000Z');

describe('modal meta writes', () => {
  it('writes under block.{blockId}', () => {
    expect(modalMetaPath(42)).toBe('block.42');
  });

  it('marks a modal shown with the time it opened', () => {
    expect(nextModalState(undefined, 'shown', now)).toEqual({ shown: true, timestamp: '2026-11-25T10:00:00.000Z' });
  });

  it('records agreed=false when closed without agreeing, keeping that it was shown', () => {
    expect(nextModalState({ shown: true, timestamp: 'earlier' }, 'dismissed', now)).toEqual({ shown: true, agreed: false, timestamp: now.toISOString() });
  });

  it('records agreed=true on agreeing', () => {
    expect(nextModalState({ shown: true, agreed: false }, 'agreed', now)).toEqual({ shown: true, agreed: true, timestamp: now.toISOString() });
  });

  it('keeps an agreement when the modal is shown again', () => {
    expect(nextModalState({ shown: true, agreed: true }, 'shown', now)).toEqual({ shown: true, agreed: true, timestamp: now.toISOString() });
  });
});
