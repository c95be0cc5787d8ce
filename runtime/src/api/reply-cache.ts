// The reply cache (spec data layer §1): replies kept for 24 h under their request key, served
// first and then refreshed, unless flagged dirty. An in-memory map in front of localStorage:
// each key is read from storage and parsed at most once per page.
import { createKeyedListeners } from './keyed-listeners.ts';
import { keyHasPrefix } from './request-key.ts';
import { createReplyStorage, type ReplyStorage, type StoredReply } from './reply-storage.ts';

/** Spec §9: replies are cached for 24 hours. */
export const REPLY_CACHE_MAX_AGE_MS = 86_400_000;

/** A cached reply. Immutable: a change replaces the object, so it can be a React snapshot. */
export interface CachedReply {
  value: unknown;
  text: string;
  savedAt: number;
  /** Flagged by markDirty: kept on screens that show it, never served to a new call. */
  dirty: boolean;
}

export interface ReplyCache {
  /** The reply a call may be served: present, younger than 24 h and not dirty. */
  servable(key: string): CachedReply | undefined;
  /** The reply held for the key, dirty or not (undefined once expired). */
  peek(key: string): CachedReply | undefined;
  /**
   * Stores a fresh reply (clearing the dirty flag) and tells the key's listeners when it changed.
   * An unchanged text keeps the previous value object, so callers can compare by identity.
   */
  write(key: string, text: string, value: unknown): CachedReply;
  /** Flags every key under the prefix dirty and removes them from storage. */
  markDirty(prefix: string): void;
  /** Forgets every reply, in memory and in storage. */
  clear(): void;
  /**
   * Whose replies these are (the account id; '' when signed out). Replies of another owner are
   * forgotten, so one account is never served another's cached replies.
   */
  setOwner(owner: string): void;
  /** Calls `listener` when the key's reply changes; returns the unsubscribe function. */
  subscribe(key: string, listener: () => void): () => void;
}

export interface ReplyCacheOptions {
  /** @default createReplyStorage() (localStorage) */
  storage?: ReplyStorage;
  /** @default Date.now */
  now?(): number;
}

function parse(stored: StoredReply | null): CachedReply | null {
  if (!stored) return null;
  try {
    return { value: JSON.parse(stored.text) as unknown, text: stored.text, savedAt: stored.savedAt, dirty: false };
  } catch {
    return null;
  }
}

/** Builds a reply cache; the app's client owns the one instance. */
export function createReplyCache(options: ReplyCacheOptions = {}): ReplyCache {
  const storage = options.storage ?? createReplyStorage();
  const now = options.now ?? Date.now;
  // null: looked up in storage and absent, so storage is not asked again.
  const memory = new Map<string, CachedReply | null>();
  const listeners = createKeyedListeners();
  const notify = (key: string) => listeners.notify(key);
  let owner: string | undefined;

  function held(key: string): CachedReply | null {
    let entry = memory.get(key);
    if (entry === undefined) {
      entry = parse(storage.load(key));
      memory.set(key, entry);
    }
    if (entry && now() - entry.savedAt > REPLY_CACHE_MAX_AGE_MS) {
      memory.set(key, null);
      storage.remove(key);
      return null;
    }
    return entry;
  }

  function forgetAll(): void {
    const keys = [...memory.keys()];
    memory.clear();
    storage.removeWhere(() => true);
    for (const key of keys) notify(key);
  }

  return {
    servable(key) {
      const entry = held(key);
      return entry && !entry.dirty ? entry : undefined;
    },
    peek: (key) => held(key) ?? undefined,
    write(key, text, value) {
      const previous = held(key);
      const unchanged = previous?.text === text;
      const entry = { value: unchanged ? previous.value : value, text, savedAt: now(), dirty: false };
      memory.set(key, entry);
      storage.save(key, { savedAt: entry.savedAt, text });
      if (!unchanged || previous.dirty) notify(key);
      return entry;
    },
    markDirty(prefix) {
      for (const [key, entry] of memory) {
        if (!entry || entry.dirty || !keyHasPrefix(key, prefix)) continue;
        memory.set(key, { ...entry, dirty: true });
        notify(key);
      }
      storage.removeWhere((key) => keyHasPrefix(key, prefix));
    },
    clear: forgetAll,
    setOwner(next) {
      if (next === owner) return;
      owner = next;
      if (storage.owner() === next) return;
      storage.setOwner(next);
      forgetAll();
    },
    subscribe: (key, listener) => listeners.add(key, listener),
  };
}
