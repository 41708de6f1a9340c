/**
 * A small first-in, first-out async mutex.
 *
 * `acquire()` resolves when the caller owns the lock; `release()` hands it directly to the longest waiter
 * (or frees it), so waiters are served strictly in arrival order and a releasing caller can never be
 * overtaken by a newcomer.
 */
export class Mutex {
  #locked = false;
  readonly #waiters: Array<() => void> = [];

  /** True while someone owns the lock. */
  get isLocked(): boolean {
    return this.#locked;
  }

  /** Number of callers waiting for the lock (not counting the owner). */
  get waiting(): number {
    return this.#waiters.length;
  }

  /** Waits for the lock and takes it. Every successful `acquire()` must be paired with one `release()`. */
  acquire(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      this.#waiters.push(resolve);
    });
  }

  /** Releases the lock, passing it to the next waiter if there is one. Throws when the lock is not held. */
  release(): void {
    if (!this.#locked) throw new Error('Mutex.release() called while the mutex is not locked');
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }

  /** Runs `fn` while holding the lock and releases it afterwards, whether `fn` resolves or throws. */
  async runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await fn();
    } finally {
      this.release();
    }
  }
}
