import { Progress } from 'radix-ui';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

export const UPLOAD_PROGRESS_MAX = 100;

/**
 * Spec §4 progress bar: indeterminate (value null, before the browser knows the size), loading, complete;
 * maximum 100. Radix gives it role progressbar, aria-valuenow and data-state.
 */
export function UploadProgress({ value }: { value: number | null }) {
  const t = useT('wizard');
  const percent = value === null ? null : Math.min(UPLOAD_PROGRESS_MAX, Math.max(0, Math.round(value)));
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between text-sm text-neutral-700">
        <span>
          {t(percent === UPLOAD_PROGRESS_MAX ? 'uploadProgress.complete' : 'uploadProgress.uploading')}
        </span>
        <span aria-hidden="true">{percent === null ? '' : t('uploadProgress.percent', { percent })}</span>
      </div>
      <Progress.Root
        data-testid="upload-progress"
        aria-label={t('uploadProgress.label')}
        value={percent}
        max={UPLOAD_PROGRESS_MAX}
        getValueLabel={(current, max) =>
          t('uploadProgress.percent', { percent: Math.round((current / max) * 100) })
        }
        className="relative h-3 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <Progress.Indicator
          className={cn(
            'h-full w-full transition-transform duration-200 motion-reduce:transition-none',
            // Indeterminate: a faint pulsing bar, so it does not read as "complete".
            percent === null ? 'animate-pulse bg-green-700/30 motion-reduce:animate-none' : 'bg-green-700',
          )}
          style={{ transform: `translateX(-${UPLOAD_PROGRESS_MAX - (percent ?? UPLOAD_PROGRESS_MAX)}%)` }}
        />
      </Progress.Root>
    </div>
  );
}
