// Keeps things within a budget of bytes, least recently used out first. The lab's replay results and its
// checkpoints are both kept this way; each says what dropping one of its own means.
export class ByteBudget<K> {
  /** Insertion order is use order: a Map keeps it, and a use moves the key to the end. */
  private readonly sizes = new Map<K, number>();
  private total = 0;

  constructor(
    private readonly limit: number,
    private readonly drop: (key: K) => void,
  ) {}

  get bytes(): number {
    return this.total;
  }

  get count(): number {
    return this.sizes.size;
  }

  /** Keeps `key` as the most recently used, then drops the least recently used others until the total fits. */
  add(key: K, bytes: number): void {
    this.total += bytes - (this.sizes.get(key) ?? 0);
    this.sizes.delete(key);
    this.sizes.set(key, bytes);
    for (const [old, size] of this.sizes) {
      if (this.total <= this.limit || old === key) break;
      this.sizes.delete(old);
      this.total -= size;
      this.drop(old);
    }
  }

  /** Marks `key` as just used, if it is kept. */
  touch(key: K): void {
    const size = this.sizes.get(key);
    if (size === undefined) return;
    this.sizes.delete(key);
    this.sizes.set(key, size);
  }

  /** Forgets everything without dropping it one by one (the owner is going away). */
  clear(): K[] {
    const keys = [...this.sizes.keys()];
    this.sizes.clear();
    this.total = 0;
    return keys;
  }
}
