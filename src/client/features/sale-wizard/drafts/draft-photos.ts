import { DRAFT_LIFETIME_DAYS } from '../../../../shared/schemas/sale-drafts';

/**
 * A draft's New photos (issue 26, decision 0037): the picked files themselves, kept in this browser's
 * IndexedDB (which holds Blobs; localStorage holds text only) beside the draft, keyed like it (per account,
 * or guest), and removed with it. Nothing is uploaded before the sale is saved, as the spec's screen says.
 * A small wrapper over IndexedDB rather than a package: one store, three calls.
 */
export interface KeptPhotos {
  /** The draft's photo set: the draft's text names it, so a draft from another device is told apart. */
  set: string;
  savedAt: number;
  files: File[];
}

const DB_NAME = 'gsf-drafts';
const STORE = 'photos';
const DAY_MS = 24 * 60 * 60 * 1000;
const keyOf = (userId: number | null) => `gsf:sale-draft-photos:${userId ?? 'guest'}`;

function openStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** One request in its own transaction; resolves once the transaction has committed. */
async function run<T>(mode: IDBTransactionMode, call: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openStore();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = call(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const available = () => typeof indexedDB !== 'undefined';

/** Keeps the draft's New photos (none: removes them). A browser without room or IndexedDB keeps none. */
export async function writeDraftPhotos(userId: number | null, kept: Omit<KeptPhotos, 'savedAt'>) {
  if (!available()) return;
  try {
    if (kept.files.length === 0) await removeDraftPhotos(userId);
    else await run('readwrite', (store) => store.put({ ...kept, savedAt: Date.now() }, keyOf(userId)));
  } catch {
    // Storage full or refused (a private window): the draft keeps its text and items.
  }
}

/** This browser's kept photos of the draft, unless older than a draft lives (then they go). */
export async function readDraftPhotos(userId: number | null): Promise<KeptPhotos | null> {
  if (!available()) return null;
  try {
    const kept = (await run('readonly', (store) => store.get(keyOf(userId)))) as KeptPhotos | undefined;
    if (!kept || !Array.isArray(kept.files)) return null;
    if (Date.now() - kept.savedAt < DRAFT_LIFETIME_DAYS * DAY_MS) return kept;
    await removeDraftPhotos(userId);
  } catch {
    return null;
  }
  return null;
}

export async function removeDraftPhotos(userId: number | null): Promise<void> {
  if (!available()) return;
  try {
    await run('readwrite', (store) => store.delete(keyOf(userId)));
  } catch {
    // Nothing to remove where IndexedDB is refused.
  }
}
