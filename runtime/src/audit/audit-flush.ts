import type { AuditQueue } from './audit-queue.ts';

/** Spec §9: the audit log is saved every 5 s. */
export const AUDIT_FLUSH_INTERVAL_MS = 5000;

/**
 * Sends the queue every 5 s and when the page is hidden or unloaded (pagehide, or
 * visibilitychange to hidden, which is the last event a mobile browser reliably fires), then
 * with keepalive so the request outlives the page. Returns stop, which drops what is still
 * queued: it belongs to the session that is ending.
 */
export function startAuditFlush(queue: AuditQueue): () => void {
  const flush = (keepalive: boolean) => {
    if (queue.size() > 0) void queue.flush({ keepalive });
  };
  const onPageHide = () => flush(true);
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flush(true);
  };
  const timer = setInterval(() => flush(false), AUDIT_FLUSH_INTERVAL_MS);
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearInterval(timer);
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    queue.clear();
  };
}
