/** Per-vendor sliding one-second window: the gateway's "more than N calls per second" rule. */
export class SlidingWindowLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {}

  /** Records a call; returns how many calls the vendor made in the last second, or undefined when refused. */
  admit(vendorId: string): number | undefined {
    const at = this.now();
    const recent = (this.calls.get(vendorId) ?? []).filter((time) => time > at - 1000);
    if (recent.length >= this.perSecond) {
      this.calls.set(vendorId, recent);
      return undefined;
    }
    recent.push(at);
    this.calls.set(vendorId, recent);
    return recent.length;
  }

  /** True once the vendor has used 90 % of the window, when Coupang starts sending X-CAG-Warnings. */
  nearLimit(count: number): boolean {
    return count >= Math.ceil(this.perSecond * 0.9);
  }
}
