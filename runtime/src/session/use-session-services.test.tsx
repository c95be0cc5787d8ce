import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_START_DELAY_MS } from '../boot/after-first-page.ts';
import { audit } from '../audit/audit.ts';
import { startAuditFlush } from '../audit/audit-flush.ts';
import { connectivity } from '../connectivity/connectivity.ts';
import { profiles } from '../loaders/profiles.ts';
import { startKeepalive } from './keepalive.ts';
import { useSessionServices } from './use-session-services.ts';

const { stops } = vi.hoisted(() => ({ stops: { connectivity: vi.fn(), keepalive: vi.fn(), audit: vi.fn() } }));
vi.mock('../connectivity/connectivity.ts', () => ({ connectivity: { start: vi.fn(() => stops.connectivity) } }));
vi.mock('./keepalive.ts', () => ({ startKeepalive: vi.fn(() => stops.keepalive) }));
vi.mock('../audit/audit-flush.ts', () => ({ startAuditFlush: vi.fn(() => stops.audit) }));
vi.mock('../audit/audit.ts', () => ({ audit: { log: vi.fn() } }));
vi.mock('../loaders/profiles.ts', () => ({ profiles: { setOwnAccountId: vi.fn() } }));

describe('useSessionServices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('runs connectivity, keepalive (after the first page) and the audit log while mounted, and keeps the own profile', async () => {
    const { unmount } = renderHook(() => useSessionServices(7));

    expect(connectivity.start).toHaveBeenCalled();
    expect(startKeepalive).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BACKGROUND_START_DELAY_MS + 1);
    expect(startKeepalive).toHaveBeenCalled();
    expect(startAuditFlush).toHaveBeenCalledWith(audit);
    expect(profiles.setOwnAccountId).toHaveBeenLastCalledWith(7);

    unmount();
    expect(stops.connectivity).toHaveBeenCalled();
    expect(stops.keepalive).toHaveBeenCalled();
    expect(stops.audit).toHaveBeenCalled();
    expect(profiles.setOwnAccountId).toHaveBeenLastCalledWith(null);
  });

  it('never starts the keepalive when unmounted before the first page settled', () => {
    const { unmount } = renderHook(() => useSessionServices(7));
    unmount();
    vi.advanceTimersByTime(BACKGROUND_START_DELAY_MS);
    expect(startKeepalive).not.toHaveBeenCalled();
  });
});
