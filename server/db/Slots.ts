// A counting semaphore: at most `size` holders at once, the others wait their turn in arrival order.
export class Slots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  /** Waits for a slot; the answer gives it back (once). */
  async enter(): Promise<() => void> {
    if (this.used < this.size) this.used += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.used -= 1;
    };
  }
}
