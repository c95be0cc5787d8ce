// A map of in-flight or settled loads: concurrent callers share one load; clear() forgets them all.

export class Memo<K, V> {
  private readonly entries = new Map<K, Promise<V>>();

  /** The value under `key`, loading it once; a failed load is forgotten so the next call retries. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const loading = load();
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  clear(): void {
    this.entries.clear();
  }
}
