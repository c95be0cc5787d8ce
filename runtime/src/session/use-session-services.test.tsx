import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
  it('runs connectivity, keepalive and the audit log while mounted, and keeps the own profile', () => {
    const { unmount } = renderHook(() => useSessionServices(7));

    expect(connectivity.start).toHaveBeenCalled();
    expect(startKeepalive).toHaveBeenCalled();
    expect(startAuditFlush).toHaveBeenCalledWith(audit);
    expect(profiles.setOwnAccountId).toHaveBeenLastCalledWith(7);

    unmount();
    expect(stops.connectivity).toHaveBeenCalled();
    expect(stops.keepalive).toHaveBeenCalled();
    expect(stops.audit).toHaveBeenCalled();
    expect(profiles.setOwnAccountId).toHaveBeenLastCalledWith(null);
  });
});
