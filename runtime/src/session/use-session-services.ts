import { useEffect } from 'react';
import { audit } from '../audit/audit.ts';
import { serviceAfterFirstPage } from '../boot/after-first-page.ts';
import { startAuditFlush } from '../audit/audit-flush.ts';
import { connectivity } from '../connectivity/connectivity.ts';
import { profiles } from '../loaders/profiles.ts';
import { startKeepalive } from './keepalive.ts';

/**
 * The signed-in session's background work, for as long as the app is mounted: connectivity
 * probing, the device keepalive (and token refresh), sending the audit log, and keeping the
 * member's own profile in the profile cache. The keepalive starts after the first page: its
 * request would otherwise compete with the page's own.
 */
export function useSessionServices(ownAccountId: number): void {
  useEffect(() => connectivity.start(), []);
  useEffect(() => serviceAfterFirstPage(startKeepalive), []);
  useEffect(() => startAuditFlush(audit), []);
  useEffect(() => {
    profiles.setOwnAccountId(ownAccountId);
    return () => profiles.setOwnAccountId(null);
  }, [ownAccountId]);
}
