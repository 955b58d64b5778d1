import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import * as z from 'zod/mini';
import { type SaleFormValues, toSaleWrite } from '../../../shared/schemas/sale-form';
import type { SaleItemWrite } from '../../../shared/schemas/sale-items';
import { ApiError, apiRequest } from '../../lib/api';
import { ARRIVED_FROM_SAVE } from '../../lib/arrival-focus';
import { useT } from '../../lib/i18n';
import { saleChangedKeys, salePath } from '../../lib/queries';
import { toast } from '../../lib/use-toast';
import type { PhotoChangesOutcome, UploadOptions } from './photos/use-photo-manager';

const idSchema = z.number().check(z.int());
const SavedSaleSchema = z.object({ id: idSchema, items: z.optional(z.array(z.object({ id: idSchema }))) });

/**
 * A refusal's own reason ('The sale cannot start in the past'; an event's 'Registration is closed') helps
 * more than the generic text alone.
 */
function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && [400, 404, 409].includes(error.status)
    ? error.serverMessage
    : undefined;
}

interface SaveOptions {
  /** null when creating. */
  saleId: number | null;
  /** The photos' changes (deletes, featured photo, New photos), once the sale exists. */
  savePhotos: (saleId: number, options?: UploadOptions) => Promise<PhotoChangesOutcome>;
  /** A new sale registering for a community sale day: created with `eventSlug`, in one transaction. */
  event?: { slug: string; createdText: string } | undefined;
  /** Once a new sale exists, before its photos: Post again's copies, the draft's removal (issue 26). */
  afterCreate?: ((saleId: number) => Promise<boolean>) | undefined;
  /** The items to send with the sale (issue 26), or undefined when one is wrong (the editor shows which). */
  items?: () => SaleItemWrite[] | undefined;
  /**
   * After the photo calls: the items again, with the ids the save gave them and the ids of the New photos
   * some of them show, or null when none waits for one (issue 26: a New photo has no id before it is up).
   */
  relinkItems?: ((storedIds: number[]) => SaleItemWrite[] | null) | undefined;
}

/**
 * POST or PUT the sale, then save its photos' changes (delete the removed ones, upload the New ones);
 * then refresh what shows the sale and go to /my-sales, whose heading takes the focus. A failed save
 * keeps the form as it is. When creating, a failed upload still leaves the sale (spec §8 warning); when
 * editing, a failed upload or delete stays on the page so the photos can be sent again.
 */
export function useSaveSale({ saleId, savePhotos, event, afterCreate, items, relinkItems }: SaveOptions) {
  const t = useT('wizard');
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [saving, setSaving] = useState(false);

  const save = async (values: SaleFormValues) => {
    if (saving) return;
    const itemsBody = items ? items() : [];
    if (!itemsBody) {
      toast({ title: t('items.invalid'), variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      let id: number;
      let storedIds: number[];
      try {
        const sale = { ...toSaleWrite(values), items: itemsBody };
        const body = event ? { ...sale, eventSlug: event.slug } : sale;
        const response =
          saleId === null
            ? await apiRequest('POST', '/api/garage-sales', body)
            : await apiRequest('PUT', salePath(saleId), body);
        const answer = SavedSaleSchema.parse(await response.json());
        id = answer.id;
        storedIds = (answer.items ?? []).map((item) => item.id);
      } catch (error) {
        toast({
          title: t(saleId === null ? 'save.createFailed' : 'save.updateFailed'),
          description: reasonOf(error),
          variant: 'destructive',
        });
        return;
      }

      // Quiet: a failure is told once, by the warning below (one toast at a time, spec §4).
      const copied = saleId === null && afterCreate ? await afterCreate(id) : true;
      const saved = await savePhotos(id, { quiet: true });
      const photos = copied || saved === 'delete-failed' ? saved : 'failed';
      // One more update (the sale's body carries its items) for the items that show a photo just uploaded.
      const relinked = relinkItems?.(storedIds) ?? null;
      let linked = true;
      if (relinked) {
        try {
          await apiRequest('PUT', salePath(id), { ...toSaleWrite(values), items: relinked });
        } catch {
          linked = false;
        }
      }
      for (const key of saleChangedKeys(id)) void client.invalidateQueries({ queryKey: [key] });
      if (event) void client.invalidateQueries({ queryKey: ['/api/events'], exact: false });

      // 'Delete failed' has been said; the marked photos wait for the next press of the button.
      if (photos === 'delete-failed') return;
      if (photos === 'failed' || !linked) {
        const failed = photos === 'failed' ? 'PhotosFailed' : 'ItemPhotosFailed';
        toast({
          title: t('save.warning'),
          description: t(`save.${saleId === null ? 'created' : 'updated'}${failed}`),
          variant: 'warning',
        });
        if (saleId !== null) return;
      } else {
        toast({
          title: t('save.success'),
          description: event?.createdText ?? t(saleId === null ? 'save.created' : 'save.updated'),
        });
      }
      navigate('/my-sales', { state: ARRIVED_FROM_SAVE });
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
