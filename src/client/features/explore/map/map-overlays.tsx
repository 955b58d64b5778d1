import { LoaderCircle, MapPinOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

export function MapLoadingOverlay({ text }: { text: string }) {
  return (
    <div
      className="absolute inset-0 z-[1001] grid place-items-center bg-neutral-100/80 backdrop-blur-[1px]"
      role="status"
      data-testid="map-loading"
    >
      <p className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-neutral-800 shadow">
        <LoaderCircle className="size-4 animate-spin text-green-700" aria-hidden="true" />
        {text}
      </p>
    </div>
  );
}

/** Spec §2: shown when the maps service, its key or the sales could not be loaded. */
export function MapErrorOverlay() {
  const t = useT('explore');
  const shell = useT('shell');
  return (
    <div
      className="absolute inset-0 z-[1002] grid place-items-center bg-neutral-100 p-4 text-center"
      role="alert"
      data-testid="map-error"
    >
      <div className="flex max-w-sm flex-col items-center gap-2">
        <MapPinOff className="size-8 text-red-700" aria-hidden="true" />
        <p className="text-lg font-semibold text-neutral-900">{t('map.error.title')}</p>
        <p className="text-sm text-neutral-700">{t('map.error.body')}</p>
        <p className="text-sm text-neutral-700">{t('map.error.check')}</p>
        <Button className="mt-2" onClick={() => window.location.reload()}>
          {shell('retry')}
        </Button>
      </div>
    </div>
  );
}
