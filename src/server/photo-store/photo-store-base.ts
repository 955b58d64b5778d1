import { DeletionHold } from './deletion-hold';
import { PhotoStoreUnreachableError } from './photo-store';

/**
 * What the disk and S3 stores do alike: a deletion waits while a backup holds them (deletion-hold.ts), and
 * a failed probe of the store is reported as PhotoStoreUnreachableError, naming the store.
 */
export abstract class PhotoStoreBase {
  abstract readonly description: string;
  private readonly deletions = new DeletionHold((key) => this.remove(key));

  /** Removes the object now; a missing one is fine. */
  protected abstract remove(key: string): Promise<void>;

  /** Resolves when the store can be read and written, throws the reason otherwise. */
  protected abstract probe(): Promise<void>;

  delete(key: string): Promise<void> {
    return this.deletions.delete(key);
  }

  holdDeletions(): () => Promise<void> {
    return this.deletions.hold();
  }

  async check(): Promise<void> {
    try {
      await this.probe();
    } catch (error) {
      throw new PhotoStoreUnreachableError(this.description, error);
    }
  }
}
