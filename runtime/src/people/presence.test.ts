import { describe, expect, it } from 'vitest';
import { presenceShown } from './presence.ts';

describe('presenceShown', () => {
  it('shows online and offline with the traffic light (the default)', () => {
    expect(presenceShown({ isEnabled: true, indicatorBehaviour: 'trafficLight' }, true)).toBe('online');
    expect(presenceShown({ isEnabled: true, indicatorBehaviour: 'trafficLight' }, false)).toBe('offline');
    expect(presenceShown({ isEnabled: true }, false)).toBe('offline');
  });

  it('shows only online with onlineOnly', () => {
    expect(presenceShown({ isEnabled: true, indicatorBehaviour: 'onlineOnly' }, true)).toBe('online');
    expect(presenceShown({ isEnabled: true, indicatorBehaviour: 'onlineOnly' }, false)).toBeNull();
  });

  it('shows nothing when the site turned it off or the member keeps it private', () => {
    expect(presenceShown({ isEnabled: false, indicatorBehaviour: 'trafficLight' }, true)).toBeNull();
    expect(presenceShown(undefined, true)).toBeNull();
    expect(presenceShown({ isEnabled: true }, undefined)).toBeNull();
  });
});
