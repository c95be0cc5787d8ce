// The signed-in credential. Kept in localStorage so a reload stays signed in; components
// subscribe so clearing it (logout, a rejected token) swaps the app for the login screen.
const STORAGE_KEY = 'tessera.jwt';

type Listener = () => void;
const listeners = new Set<Listener>();

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

/** The stored jwt, shared by the API client, the boot sequence and logout. */
export const jwtStore = {
  /** The stored jwt, or null when signed out. */
  get(): string | null {
    return localStorage.getItem(STORAGE_KEY);
  },
  set(jwt: string): void {
    localStorage.setItem(STORAGE_KEY, jwt);
    notifyListeners();
  },
  clear(): void {
    if (localStorage.getItem(STORAGE_KEY) === null) return;
    localStorage.removeItem(STORAGE_KEY);
    notifyListeners();
  },
  /** For useSyncExternalStore: returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
