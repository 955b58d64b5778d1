/**
 * Photo files deleted while a backup is being written are kept until it is done (decision 0005): the
 * backup copies the database first and the files after, so a file whose row is in the copied database
 * must still be there when the files are copied. A deletion asked for during a hold is remembered and
 * carried out when the last hold ends; nobody waits for it, so a seller's delete answers at once. A file
 * whose deletion a crash cut short is no row's any more, and the orphan sweep removes it.
 */
export class DeletionHold {
  private holds = 0;
  private readonly pending = new Set<string>();

  constructor(private readonly remove: (key: string) => Promise<void>) {}

  async delete(key: string): Promise<void> {
    if (this.holds > 0) {
      this.pending.add(key);
      return;
    }
    await this.remove(key);
  }

  /** Deletions wait until the returned function is called (and resolves once they are done). */
  hold(): () => Promise<void> {
    this.holds++;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.holds--;
      if (this.holds > 0) return;
      const keys = [...this.pending];
      this.pending.clear();
      for (const key of keys) await this.remove(key).catch(() => undefined);
    };
  }

  /** Deletions waiting for the hold to end (for tests and the log). */
  get waiting(): number {
    return this.pending.size;
  }
}
