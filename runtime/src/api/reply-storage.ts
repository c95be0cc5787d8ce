// The persisted half of the reply cache: one localStorage item per reply, read only when its key
// is first asked for, so a page never parses the whole cache. A size guard keeps the cache from
// crowding out the rest of the origin's storage.

/** A reply as stored: when it was saved and its JSON text. */
export interface StoredReply {
  savedAt: number;
  text: string;
}

/** localStorage items of the reply cache; every method swallows storage failures (private mode, quota). */
export interface ReplyStorage {
  load(key: string): StoredReply | null;
  /** Stores the reply unless it is too large; when the quota is full, drops the oldest half of the cache and tries once more. */
  save(key: string, reply: StoredReply): void;
  remove(key: string): void;
  /** Removes every stored reply whose key matches. */
  removeWhere(matches: (key: string) => boolean): void;
  /** Whose replies are stored (see ReplyCache.setOwner); null when unknown. */
  owner(): string | null;
  setOwner(owner: string): void;
}

export interface ReplyStorageOptions {
  /** @default localStorage */
  storage?: Storage;
  /** Prefix of the item names; the owner is kept under `${prefix}owner` without the colon. @default 'tessera.api' */
  prefix?: string;
  /** Replies longer than this many characters stay in memory only. @default 524288 */
  maxEntryChars?: number;
}

const DEFAULT_MAX_ENTRY_CHARS = 512 * 1024;

// Item value: '<savedAt>\n<text>', so eviction can read the age without parsing the JSON.
function encode({ savedAt, text }: StoredReply): string {
  return `${savedAt}\n${text}`;
}

function decode(item: string): StoredReply | null {
  const newline = item.indexOf('\n');
  const savedAt = Number(item.slice(0, newline));
  return newline > 0 && Number.isFinite(savedAt) ? { savedAt, text: item.slice(newline + 1) } : null;
}

/** Builds the persisted store of the reply cache. */
export function createReplyStorage(options: ReplyStorageOptions = {}): ReplyStorage {
  const base = options.prefix ?? 'tessera.api';
  const prefix = `${base}:`;
  const ownerItem = `${base}.owner`;
  const maxEntryChars = options.maxEntryChars ?? DEFAULT_MAX_ENTRY_CHARS;
  const storage = (): Storage => options.storage ?? localStorage;

  function ownItemNames(): string[] {
    const names: string[] = [];
    const store = storage();
    for (let index = 0; index < store.length; index++) {
      const name = store.key(index);
      if (name?.startsWith(prefix)) names.push(name);
    }
    return names;
  }

  function evictOldestHalf(): void {
    const aged = ownItemNames().map((name) => ({ name, savedAt: decode(storage().getItem(name) ?? '')?.savedAt ?? 0 }));
    aged.sort((a, b) => a.savedAt - b.savedAt);
    for (const { name } of aged.slice(0, Math.ceil(aged.length / 2))) storage().removeItem(name);
  }

  function attempt(action: () => void): void {
    try {
      action();
    } catch {
      // Storage unavailable or full: the reply stays in memory only.
    }
  }

  return {
    load(key) {
      try {
        const item = storage().getItem(prefix + key);
        return item === null ? null : decode(item);
      } catch {
        return null;
      }
    },
    save(key, reply) {
      if (reply.text.length > maxEntryChars) return;
      const item = encode(reply);
      try {
        storage().setItem(prefix + key, item);
      } catch {
        attempt(() => {
          evictOldestHalf();
          storage().setItem(prefix + key, item);
        });
      }
    },
    remove(key) {
      attempt(() => storage().removeItem(prefix + key));
    },
    removeWhere(matches) {
      attempt(() => {
        for (const name of ownItemNames()) if (matches(name.slice(prefix.length))) storage().removeItem(name);
      });
    },
    owner() {
      try {
        return storage().getItem(ownerItem);
      } catch {
        return null;
      }
    },
    setOwner(owner) {
      attempt(() => storage().setItem(ownerItem, owner));
    },
  };
}
