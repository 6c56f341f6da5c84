// A token bucket per connection: a terminal may not flood the hub (DESIGN.md protocol).

/** Messages a connection may send per second, sustained, and in a burst. */
export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

/** Allows `burst` messages at once and `perSecond` sustained. */
export class RateLimiter {
  readonly #perSecond: number;
  readonly #burst: number;
  #tokens: number;
  #last: number;

  constructor(perSecond: number, burst: number, now: number) {
    this.#perSecond = perSecond;
    this.#burst = burst;
    this.#tokens = burst;
    this.#last = now;
  }

  /** True when a message arriving at `now` is within the limit (and takes a token). */
  take(now: number): boolean {
    this.#tokens = Math.min(this.#burst, this.#tokens + ((now - this.#last) * this.#perSecond) / 1000);
    this.#last = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
