import { useCallback, useEffect, useRef } from 'react';
import type { CopyPhotos } from '../../../../shared/schemas/sale-drafts';
import { type ItemDraft, itemsToKeep } from '../items/use-item-drafts';
import type { WizardForm } from '../wizard-values';
import { photoLinksOf } from './draft-photo-links';
import { removeDraftPhotos, writeDraftPhotos } from './draft-photos';
import { deleteServerDraft, removeLocalDraft, saveServerDraft, writeLocalDraft } from './draft-store';

/** How long typing must pause before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

export interface DraftOptions {
  /** The signed-in seller, whose draft also goes to the server; null for a guest (this browser only). */
  userId: number | null;
  /** Photos of an earlier sale to copy to the new one (Post again). */
  copyPhotos: CopyPhotos | null;
  /** This draft's New photos' set in the browser's IndexedDB (draft-photos.ts). */
  photoSet: string;
}

/** How a draft starts the wizard: its options, and the New photos this browser kept (issue 26). */
export interface DraftStart extends DraftOptions {
  newPhotos?: readonly { key: string; file: File }[];
  featuredKey?: string | null;
}

/** The New photos of the wizard, which the draft keeps in this browser (issue 26). */
export interface DraftNewPhotos {
  newPhotos: readonly { key: string; file: File }[];
  featuredKey: string | null;
}

const linksOf = (draft: DraftOptions | undefined, items: readonly ItemDraft[], photos: DraftNewPhotos) =>
  photoLinksOf(
    draft?.photoSet ?? '',
    photos.newPhotos.map((photo) => photo.key),
    photos.featuredKey,
    items.map((item) => item.photoKey),
  );

/**
 * Saves what the seller typed (the whole form values object with the items, the step and the photos to
 * copy), a moment after they stop: in this browser, and on the account when signed in, so that a reload
 * or another device can continue it (issue 26). The New photos' files go to this browser's IndexedDB
 * first, when they changed, so that a draft never names photos not kept yet. Nothing is saved before the
 * seller changes something. `discard` removes every copy and stops the saving, once the sale is posted.
 */
export function useDraftAutosave(
  form: WizardForm,
  step: number,
  draft: DraftOptions | undefined,
  items: readonly ItemDraft[],
  photos: DraftNewPhotos,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const latest = useRef({ step, draft, items, photos });
  latest.current = { step, draft, items, photos };
  // The files last written to IndexedDB: a keystroke does not write the photos again.
  const keptFiles = useRef<readonly File[] | null>(null);

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const options = latest.current.draft;
    if (!options || stopped.current) return;
    const { items: drafts, photos: current } = latest.current;
    const values = {
      ...form.getValues(),
      items: itemsToKeep(drafts),
      newPhotos: linksOf(options, drafts, current),
    };
    const body = { values, step: latest.current.step, copyPhotos: options.copyPhotos };
    const writeText = () => {
      if (stopped.current) return;
      writeLocalDraft(options.userId, body);
      // A failed save keeps this browser's copy; the next change tries the server again.
      if (options.userId !== null) void saveServerDraft(body).catch(() => undefined);
    };
    const files = current.newPhotos.map((photo) => photo.file);
    const same =
      keptFiles.current?.length === files.length && files.every((file, i) => keptFiles.current?.[i] === file);
    if (same) return writeText();
    keptFiles.current = files;
    void writeDraftPhotos(options.userId, { set: options.photoSet, files }).then(writeText);
  }, [form]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
  }, [saveNow]);

  const enabled = draft !== undefined;
  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch(() => schedule());
    // A tab closed before the pause ends still keeps what was typed, in this browser.
    const flush = () => {
      if (timer.current !== undefined) saveNow();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      clearTimeout(timer.current);
    };
  }, [enabled, form, schedule, saveNow]);

  // A new step is saved too (a reload comes back to it), once the seller has changed something; and the
  // items, which live beside the form.
  const itemsText = JSON.stringify([itemsToKeep(items), linksOf(draft, items, photos)]);
  const startItems = useRef(itemsText);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step, the photos and the items are the triggers
  useEffect(() => {
    if (enabled && (form.formState.isDirty || draft?.copyPhotos || itemsText !== startItems.current))
      schedule();
  }, [step, draft?.copyPhotos, itemsText]);

  const discard = useCallback(async () => {
    stopped.current = true;
    clearTimeout(timer.current);
    const options = latest.current.draft;
    if (!options) return;
    removeLocalDraft(options.userId);
    await removeDraftPhotos(options.userId);
    if (options.userId !== null) await deleteServerDraft().catch(() => undefined);
  }, []);

  return { discard };
}
