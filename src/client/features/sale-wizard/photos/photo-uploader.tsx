import { ImagePlus } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { Translate } from '../../../../shared/i18n/translator';
import { MAX_PHOTO_BYTES, PHOTO_ACCEPT_ATTRIBUTE } from '../../../../shared/photo-limits';
import { MAX_PHOTOS_PER_SALE } from '../../../../shared/schemas/sale-form';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { PhotoTile } from './photo-tile';
import { UploadProgress } from './upload-progress';
import type { PhotoManager } from './use-photo-manager';

const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);
const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Spec §2 step 5: the picker (keyboard path) inside a drop zone (pointer bonus), the previews with their
 * New badges and featured star, the upload progress and the Upload button. State lives in usePhotoManager,
 * so the wizard can upload the New photos after it has saved the sale.
 */
export function PhotoUploader({ manager }: { manager: PhotoManager }) {
  const t = useT('wizard');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const { disabled, uploading, tiles, pendingCount } = manager;
  const total = manager.savedCount + pendingCount;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void manager.addFiles(Array.from(event.dataTransfer.files), 'drop');
  };

  return (
    <div className="space-y-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for pointer users only; the keyboard path is the Choose photos button inside it. */}
      <div
        data-testid="photo-drop-zone"
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-green-700 bg-green-50' : 'border-neutral-300 bg-white',
        )}
      >
        <ImagePlus className="size-10 text-neutral-500" aria-hidden="true" />
        <p id={hintId} className="text-sm text-neutral-700">
          {t('uploader.hint', { max: MAX_PHOTOS_PER_SALE, used: total, mb: MAX_PHOTO_MB })}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={PHOTO_ACCEPT_ATTRIBUTE}
          aria-label={t('uploader.addPhotos')}
          aria-describedby={hintId}
          tabIndex={-1}
          className="sr-only"
          disabled={disabled || uploading}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so that choosing the same file again still fires a change.
            event.target.value = '';
            void manager.addFiles(files, 'picker');
          }}
        />
        <Button
          variant="outline"
          aria-describedby={hintId}
          disabled={disabled || uploading}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          {t('uploader.choose')}
        </Button>
      </div>

      {(uploading || manager.justCompleted) && <UploadProgress value={uploading ? manager.progress : 100} />}

      {manager.savedLoading && <p className="text-sm text-neutral-600">{t('uploader.loading')}</p>}
      {manager.savedError && (
        <p role="alert" className="text-sm text-red-700">
          {t('uploader.loadError')}
        </p>
      )}

      {tiles.length > 0 && (
        <ul aria-label={t('uploader.list')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {tiles.map((tile, index) => (
            <PhotoTile
              key={tile.key}
              tile={tile}
              position={index + 1}
              disabled={disabled || uploading}
              onMakeFeatured={() => manager.makeFeatured(tile.key)}
              onRemove={() => manager.remove(tile.key)}
              onKeep={() => manager.keep(tile.key)}
            />
          ))}
        </ul>
      )}

      {(pendingCount > 0 || manager.removingCount > 0) && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-neutral-50 p-3">
          <p className="text-sm text-neutral-700" data-testid="photo-changes-note">
            {changesNote(t, pendingCount, manager.removingCount, manager.saleId !== null)}
          </p>
          {/* Edit mode only: a new sale's photos go up when it is created (issue 22: the button could only
              answer 'Cannot upload yet'), and with removals waiting the new photos go up with them. */}
          {manager.saleId !== null && pendingCount > 0 && manager.removingCount === 0 && (
            <Button onClick={manager.upload}>{t('uploader.upload')}</Button>
          )}
        </div>
      )}
    </div>
  );
}

/** What the green button will still do with the photos. */
export function changesNote(
  t: Translate<'wizard'>,
  pending: number,
  removing: number,
  editing: boolean,
): string {
  const parts: string[] = [];
  if (pending > 0) parts.push(t('changes.pending', { count: pending }));
  if (removing > 0) parts.push(t('changes.removing', { count: removing }));
  // The spec's 'Cannot upload yet' words (§8), said before anyone presses a button.
  if (!editing) parts.push(t('changes.onCreate'));
  else if (removing > 0) parts.push(t('changes.onEdit'));
  return parts.join(' ');
}
