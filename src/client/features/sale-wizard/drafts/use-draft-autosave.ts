import { useCallback, useEffect, useRef } from 'react';
import type { CopyPhotos } from '../../../../shared/schemas/sale-drafts';
import { type ItemDraft, itemsToKeep } from '../items/use-item-drafts';
import type { WizardForm } from '../wizard-values';
import { deleteServerDraft, removeLocalDraft, saveServerDraft, writeLocalDraft } from './draft-store';

/** How long typing must pause before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

export interface DraftOptions {
  /** The signed-in seller, whose draft also goes to the server; null for a guest (this browser only). */
  userId: number | null;
  /** Photos of an earlier sale to copy to the new one (Post again). */
  copyPhotos: CopyPhotos | null;
}

/**
 * Saves what the seller typed (the whole form values object with the items, the step and the photos to copy), a moment
 * after they stop: in this browser, and on the account when signed in, so that a reload or another device
 * can continue it (issue 26). Nothing is saved before the seller changes something. `discard` removes
 * both copies and stops the saving, once the sale is posted.
 */
export function useDraftAutosave(
  form: WizardForm,
  step: number,
  draft: DraftOptions | undefined,
  items: readonly ItemDraft[],
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);
  const latest = useRef({ step, draft, items });
  latest.current = { step, draft, items };

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const options = latest.current.draft;
    if (!options || stopped.current) return;
    const values = { ...form.getValues(), items: itemsToKeep(latest.current.items) };
    const body = { values, step: latest.current.step, copyPhotos: options.copyPhotos };
    writeLocalDraft(options.userId, body);
    // A failed save keeps this browser's copy; the next change tries the server again.
    if (options.userId !== null) void saveServerDraft(body).catch(() => undefined);
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
  const itemsText = JSON.stringify(itemsToKeep(items));
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
    if (options.userId !== null) await deleteServerDraft().catch(() => undefined);
  }, []);

  return { discard };
}
