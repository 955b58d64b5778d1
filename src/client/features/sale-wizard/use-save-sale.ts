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

const SavedSaleSchema = z.object({ id: z.number().check(z.int()) });

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
}

/**
 * POST or PUT the sale, then save its photos' changes (delete the removed ones, upload the New ones);
 * then refresh what shows the sale and go to /my-sales, whose heading takes the focus. A failed save
 * keeps the form as it is. When creating, a failed upload still leaves the sale (spec §8 warning); when
 * editing, a failed upload or delete stays on the page so the photos can be sent again.
 */
export function useSaveSale({ saleId, savePhotos, event, afterCreate, items }: SaveOptions) {
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
      try {
        const sale = { ...toSaleWrite(values), items: itemsBody };
        const body = event ? { ...sale, eventSlug: event.slug } : sale;
        const response =
          saleId === null
            ? await apiRequest('POST', '/api/garage-sales', body)
            : await apiRequest('PUT', salePath(saleId), body);
        id = SavedSaleSchema.parse(await response.json()).id;
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
      for (const key of saleChangedKeys(id)) void client.invalidateQueries({ queryKey: [key] });
      if (event) void client.invalidateQueries({ queryKey: ['/api/events'], exact: false });

      // 'Delete failed' has been said; the marked photos wait for the next press of the button.
      if (photos === 'delete-failed') return;
      if (photos === 'failed') {
        toast({
          title: t('save.warning'),
          description: t(saleId === null ? 'save.createdPhotosFailed' : 'save.updatedPhotosFailed'),
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
