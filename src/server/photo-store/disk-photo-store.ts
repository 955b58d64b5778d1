import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isPhotoKey, type PhotoObject, type PhotoStore, type StoredKey } from './photo-store';
import { PhotoStoreBase } from './photo-store-base';

export const TEMP_PREFIX = '.tmp-';

/** Photos as files in one folder (the default: DATA_DIR/uploads). */
export class DiskPhotoStore extends PhotoStoreBase implements PhotoStore {
  readonly kind = 'disk';
  readonly description: string;
  private root: string | undefined;

  constructor(readonly dir: string) {
    super();
    this.description = `folder ${dir}`;
    // Made once, with the store; later, a missing folder is a fault that check() reports.
    fs.mkdirSync(dir, { recursive: true });
  }

  /** The folder's real path, made when missing: a key resolves below it or not at all. */
  private realRoot(): string {
    if (this.root === undefined) {
      fs.mkdirSync(this.dir, { recursive: true });
      this.root = fs.realpathSync(this.dir);
    }
    return this.root;
  }

  /** The file behind a key, or undefined when the key may not be served. */
  filePath(key: string): string | undefined {
    if (!isPhotoKey(key)) return undefined;
    const root = this.realRoot();
    const file = path.resolve(root, key);
    return file.startsWith(root + path.sep) ? file : undefined;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.filePath(key);
    if (!file) throw new Error(`not a photo key: ${key}`);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed: a file appears whole or not at all.
    const temp = path.join(path.dirname(file), `${TEMP_PREFIX}${crypto.randomUUID()}`);
    try {
      await fsp.writeFile(temp, data, { flag: 'wx' });
      await fsp.rename(temp, file);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<PhotoObject | undefined> {
    const file = this.filePath(key);
    if (!file) return undefined;
    // Opened before answering, so a photo deleted meanwhile still streams whole; a symbolic link is refused.
    const handle = await fsp
      .open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW)
      .catch(() => undefined);
    if (!handle) return undefined;
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return undefined;
    }
    return {
      body: handle.createReadStream(),
      contentType: contentTypeOf(key),
      contentLength: stat.size,
      lastModified: stat.mtime,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    };
  }

  async exists(key: string): Promise<boolean> {
    const file = this.filePath(key);
    const stat = file ? await fsp.lstat(file).catch(() => undefined) : undefined;
    return stat?.isFile() ?? false;
  }

  protected async remove(key: string): Promise<void> {
    const file = this.filePath(key);
    if (file) await fsp.rm(file, { force: true });
  }

  async *list(): AsyncIterable<StoredKey> {
    const root = await fsp.realpath(this.dir).catch(() => undefined);
    if (!root) return;
    const folders = [''];
    while (folders.length > 0) {
      const folder = folders.pop() as string;
      const entries = await fsp.readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const key = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory()) folders.push(key);
        if (!entry.isFile() || !isPhotoKey(key)) continue;
        const stat = await fsp.stat(path.join(root, key)).catch(() => undefined);
        if (stat) yield { key, lastModified: stat.mtime, size: stat.size };
      }
    }
  }

  protected async probe(): Promise<void> {
    // Not created here: a folder gone while running (an unmounted volume) is a fault to report.
    await fsp.access(this.dir, fs.constants.R_OK | fs.constants.W_OK);
  }

  async close(): Promise<void> {}
}
