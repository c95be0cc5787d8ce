const STORAGE_KEY = 'tessera.deviceId';

/** A random id for this browser, kept across sessions; logout revokes the session of this device. */
export function deviceId(): string {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored) return stored;
  const created = crypto.randomUUID();
  localStorage.setItem(STORAGE_KEY, created);
  return created;
}
