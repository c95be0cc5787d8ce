// The focal points of images the shell shows (the avatar), known once read or saved: the header
// follows a focal point saved in the avatar editor without asking the server again.
import { useSyncExternalStore } from 'react';
import type { FocalPos } from '@tessera/schemas';

const known = new Map<number, FocalPos>();
const listeners = new Set<() => void>();

/** Records a file's focal point (read from the server, or just saved) for every reader. */
export function rememberFocalPoint(fileId: number, point: FocalPos): void {
  known.set(fileId, point);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A file's focal point when known. */
export function useFocalPoint(fileId: number | null | undefined): FocalPos | undefined {
  return useSyncExternalStore(subscribe, () => (fileId == null ? undefined : known.get(fileId)), () => undefined);
}
