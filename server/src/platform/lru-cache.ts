/**
 * A least-recently-used cache bounded by the bytes it holds (a Map keeps insertion order: a hit
 * moves its entry to the end, and the oldest entries go first when a new one would pass the
 * bound). An entry larger than the whole bound is not kept. `hits`, `misses` and `made` count what
 * happened, so a test can prove a second request was served from the cache without timing it.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private bytes = 0;
  hits = 0;
  misses = 0;
  /** How many values `getOrMake` had to make. */
  made = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size() {
    return this.entries.size;
  }

  get heldBytes() {
    return this.bytes;
  }

  get(key: string): V | undefined {
    const e = this.entries.get(key);
    if (!e) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  set(key: string, value: V) {
    const size = this.sizeOf(value);
    this.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size });
    this.bytes += size;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.size;
    }
  }

  delete(key: string) {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.bytes -= e.size;
  }

  /**
   * The cached value of `key`, or `make()`'s, kept. Concurrent callers of one missing key share one
   * `make` (a burst of requests for the same new PDF renders it once).
   */
  async getOrMake(key: string, make: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.pending.get(key);
    if (pending) return pending;
    const p = (async () => {
      this.made++;
      const value = await make();
      this.set(key, value);
      return value;
    })();
    this.pending.set(key, p);
    try {
      return await p;
    } finally {
      this.pending.delete(key);
    }
  }
  private readonly pending = new Map<string, Promise<V>>();
}
