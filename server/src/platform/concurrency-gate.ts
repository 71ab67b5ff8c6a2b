import { AppError } from './errors.js';

/**
 * At most `max` calls of a kind run at once in this process; up to `queue` more wait their turn, at
 * most `waitMs` each, in arrival order; anything beyond is refused at once. For work whose memory or
 * CPU grows with its input (spreadsheet imports: 8 parallel 2 MB imports took 1 GB), so a burst of
 * such calls queues instead of exhausting the server. A refusal is 429 with `message` and Retry-After.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: { go: () => void }[] = [];

  constructor(
    public max: number,
    public queue: number,
    public waitMs: number,
    readonly message: string,
  ) {}

  /** Calls running now and waiting now (tests, monitoring). */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Takes a slot, waiting for one if the queue has room; answers the function that gives it back (once). */
  async acquire(): Promise<() => void> {
    if (this.running < this.max) {
      this.running++;
      return this.releaser();
    }
    if (this.waiting.length >= this.queue) throw this.busy();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        go: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(this.busy());
      }, this.waitMs);
      this.waiting.push(entry);
    });
    // The slot was handed over by the call that finished: `running` did not change.
    return this.releaser();
  }

  /** Runs fn in a slot. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  private releaser() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.go();
      else this.running--;
    };
  }

  private busy() {
    return new GateBusy(this.message, Math.max(1, Math.ceil(this.waitMs / 1000 / 2)));
  }
}

/** 429 in the envelope; the error handler adds Retry-After (seconds). */
export class GateBusy extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 429, message);
  }
}

export const IMPORT_BUSY = 'Terlalu banyak impor sedang berjalan. Coba lagi dalam beberapa saat.';

/** Imports: 2 at once (the machine's cores), 4 waiting up to a minute; env IMPORT_CONCURRENCY, IMPORT_QUEUE. */
export function importGate(env: NodeJS.ProcessEnv = process.env) {
  const n = (v: string | undefined, d: number) => (v && Number.isInteger(Number(v)) && Number(v) >= 0 ? Number(v) : d);
  return new ConcurrencyGate(Math.max(1, n(env.IMPORT_CONCURRENCY, 2)), n(env.IMPORT_QUEUE, 4), 60_000, IMPORT_BUSY);
}
