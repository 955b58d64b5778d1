import { useMemo } from 'react';
import type { Translate } from '../../../../shared/i18n/translator';
import { MAX_PHOTO_BYTES } from '../../../../shared/photo-limits';
import { MAX_PHOTOS_PER_SALE } from '../../../../shared/schemas/sale-form';
import { useT } from '../../../lib/i18n';
import type { ToastInput } from '../../../lib/use-toast';
import {
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  STALLED_MESSAGE,
  TIMEOUT_MESSAGE,
} from './upload-photos';

/** The toasts of spec §5/§8 for the uploader, in one place so the tests and the code agree. */

export type PhotoSource = 'picker' | 'drop';

const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);

/** The upload's own failures (upload-photos.ts), said in the page's language; the server's are already. */
const UPLOAD_ERROR_KEYS = {
  [NETWORK_ERROR_MESSAGE]: 'upload.network',
  [INVALID_RESPONSE_MESSAGE]: 'upload.invalidResponse',
  [TIMEOUT_MESSAGE]: 'upload.timeout',
  [STALLED_MESSAGE]: 'upload.stalled',
} as const;

const isUploadError = (message: string): message is keyof typeof UPLOAD_ERROR_KEYS =>
  Object.hasOwn(UPLOAD_ERROR_KEYS, message);

/** The uploader's toasts in the page's language (`t` is the wizard's catalogue). */
export function photoToasts(t: Translate<'wizard'>) {
  return {
    invalidFiles: (source: PhotoSource): ToastInput =>
      source === 'drop'
        ? {
            title: t('toast.invalidDrop.title'),
            description: t('toast.invalidDrop.text'),
            variant: 'destructive',
          }
        : {
            title: t('toast.invalidPicker.title'),
            description: t('toast.invalidPicker.text'),
            variant: 'destructive',
          },

    tooMany: (room: number): ToastInput => {
      const limit = t('toast.tooMany.text', { max: MAX_PHOTOS_PER_SALE });
      return {
        title: t('toast.tooMany.title'),
        description: room > 0 ? `${limit} ${t('toast.tooMany.room', { room })}` : limit,
        variant: 'destructive',
      };
    },

    /** Files over the server's size limit, named so the user knows which one to shrink. */
    tooLarge: (files: readonly File[]): ToastInput => {
      const names = files.map((file) => t('toast.tooLarge.quoted', { name: file.name }));
      const description =
        names.length === 1
          ? t('toast.tooLarge.one', { name: names[0] ?? '', mb: MAX_PHOTO_MB })
          : t('toast.tooLarge.many', {
              names: names.slice(0, -1).join(', '),
              last: names.at(-1) ?? '',
              mb: MAX_PHOTO_MB,
            });
      return { title: t('toast.tooLarge.title'), description, variant: 'destructive' };
    },

    /** A mix of images and other files keeps the images; the toast says which files were skipped. */
    photosAdded: (added: number, skipped: readonly File[], source: PhotoSource): ToastInput => {
      if (skipped.length > 0) {
        const names = skipped.map((file) => file.name).join(', ');
        return {
          title: t('toast.added.title'),
          description: t(source === 'drop' ? 'toast.added.skippedDrop' : 'toast.added.skippedPicker', {
            names,
          }),
          variant: 'warning',
        };
      }
      return { title: t('toast.added.title'), description: t('toast.added.text', { count: added }) };
    },

    editingDisabled: (): ToastInput => ({
      title: t('toast.editingDisabled.title'),
      description: t('toast.editingDisabled.text'),
      variant: 'destructive',
    }),

    uploadInProgress: (): ToastInput => ({
      title: t('toast.uploadInProgress.title'),
      description: t('toast.uploadInProgress.text'),
      variant: 'destructive',
    }),

    cannotUploadYet: (): ToastInput => ({
      title: t('toast.cannotUploadYet.title'),
      description: t('toast.cannotUploadYet.text'),
    }),

    uploadSuccess: (count: number): ToastInput => ({
      title: t('toast.uploadSuccess.title'),
      description: t('toast.uploadSuccess.text', { count }),
    }),

    uploadFailed: (message: string): ToastInput => ({
      title: t('toast.uploadFailed.title'),
      description: isUploadError(message) ? t(UPLOAD_ERROR_KEYS[message]) : message,
      variant: 'destructive',
    }),

    /** A New photo taken off the form (it was never uploaded). */
    photoRemoved: (): ToastInput => ({ title: t('toast.photoRemoved.title') }),

    /** A saved photo marked for removal while editing: the server deletes it when the changes are saved. */
    photoMarked: (): ToastInput => ({
      title: t('toast.photoRemoved.title'),
      description: t('toast.photoMarked.text'),
    }),

    /** The server deleted the photos marked for removal (on save). */
    photosDeleted: (count: number): ToastInput => ({
      title: t('toast.photoDeleted.title'),
      description: count === 1 ? undefined : t('toast.photoDeleted.text', { count }),
    }),

    deleteFailed: (message: string): ToastInput => ({
      title: t('toast.deleteFailed.title'),
      description: message,
      variant: 'destructive',
    }),

    featureFailed: (message: string): ToastInput => ({
      title: t('toast.featureFailed.title'),
      description: message,
      variant: 'destructive',
    }),
  };
}

export type PhotoToasts = ReturnType<typeof photoToasts>;

/** The uploader's toasts in the page's language, the same object from render to render. */
export function usePhotoToasts(): PhotoToasts {
  const t = useT('wizard');
  return useMemo(() => photoToasts(t), [t]);
}
