import { MAX_PHOTO_BYTES } from '../../../../shared/photo-limits';
import { MAX_PHOTOS_PER_SALE } from '../../../../shared/schemas/sale-form';
import type { ToastInput } from '../../../lib/use-toast';

/** The toasts of spec §5/§8 for the uploader, in one place so the tests and the code agree. */

export type PhotoSource = 'picker' | 'drop';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function invalidFilesToast(source: PhotoSource): ToastInput {
  return source === 'drop'
    ? { title: 'Invalid files', description: 'Please drop image files only', variant: 'destructive' }
    : { title: 'No valid images', description: 'Please select image files only', variant: 'destructive' };
}

export function tooManyToast(room: number): ToastInput {
  const more = room > 0 ? ` You can add ${plural(room, 'more photo')}.` : '';
  return {
    title: 'Too many photos',
    description: `A sale can have at most ${MAX_PHOTOS_PER_SALE} photos.${more}`,
    variant: 'destructive',
  };
}

const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);

/** Files over the server's size limit, named so the user knows which one to shrink. */
export function tooLargeToast(files: readonly File[]): ToastInput {
  const names = files.map((file) => `"${file.name}"`);
  const subject =
    names.length === 1 ? `${names[0]} is` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are`;
  return {
    title: 'Photo too large',
    description: `${subject} larger than ${MAX_PHOTO_MB} MB.`,
    variant: 'destructive',
  };
}

/** A mix of images and other files keeps the images; the toast says which files were skipped. */
export function photosAddedToast(added: number, skipped: readonly File[], source: PhotoSource): ToastInput {
  if (skipped.length > 0) {
    const only = source === 'drop' ? 'please drop image files only' : 'please select image files only';
    return {
      title: 'Photos added',
      description: `Skipped ${skipped.map((file) => file.name).join(', ')}: ${only}.`,
      variant: 'warning',
    };
  }
  return { title: 'Photos added', description: `${plural(added, 'photo')} ready to upload.` };
}

export const EDITING_DISABLED_TOAST: ToastInput = {
  title: 'Editing disabled',
  description: 'Photos cannot be changed right now.',
  variant: 'destructive',
};

export const UPLOAD_IN_PROGRESS_TOAST: ToastInput = {
  title: 'Upload in progress',
  description: 'Please wait for the current upload to finish.',
  variant: 'destructive',
};

export const CANNOT_UPLOAD_YET_TOAST: ToastInput = {
  title: 'Cannot upload yet',
  description: 'Photos will be uploaded when you save the garage sale',
};

export const uploadSuccessToast = (count: number): ToastInput => ({
  title: 'Upload successful',
  description: `${plural(count, 'photo')} uploaded.`,
});

export const uploadFailedToast = (message: string): ToastInput => ({
  title: 'Upload failed',
  description: message,
  variant: 'destructive',
});

/** A New photo taken off the form (it was never uploaded). */
export const PHOTO_REMOVED_TOAST: ToastInput = { title: 'Photo removed' };
/** A saved photo marked for removal while editing: the server deletes it when the changes are saved. */
export const PHOTO_MARKED_TOAST: ToastInput = {
  title: 'Photo removed',
  description: 'It is deleted when you save your changes. Undo keeps it.',
};
/** The server deleted the photos marked for removal (on save). */
export const photosDeletedToast = (count: number): ToastInput => ({
  title: 'Photo deleted',
  description: count === 1 ? undefined : `${count} photos deleted.`,
});

export const deleteFailedToast = (message: string): ToastInput => ({
  title: 'Delete failed',
  description: message,
  variant: 'destructive',
});

export const featureFailedToast = (message: string): ToastInput => ({
  title: 'Could not change the featured photo',
  description: message,
  variant: 'destructive',
});
