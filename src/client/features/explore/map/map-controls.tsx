import { LoaderCircle, LocateFixed, Maximize, Minimize } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { MapTooltip } from './map-tooltip';

const controlClasses =
  'grid size-11 place-items-center rounded-md border sm:size-10 border-neutral-300 bg-white text-neutral-800 shadow-md hover:bg-neutral-100 disabled:opacity-60';

/** A column of our own buttons in the map's top-right corner, above the map library's layers. */
export function MapControls({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('absolute z-[1000] flex flex-col gap-2', className ?? 'top-3 right-3')}>
      {children}
    </div>
  );
}

export function LocateButton({ onClick, locating }: { onClick: () => void; locating: boolean }) {
  const label = useT('explore')('map.showMyLocation');
  return (
    <MapTooltip content={label}>
      <button
        type="button"
        className={controlClasses}
        onClick={onClick}
        disabled={locating}
        aria-label={label}
      >
        {locating ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <LocateFixed className="size-5" aria-hidden="true" />
        )}
      </button>
    </MapTooltip>
  );
}

/** Shows the map (with our overlays and buttons) full screen through the Fullscreen API. */
export function FullscreenButton({
  targetRef,
  onChange,
}: {
  targetRef: RefObject<HTMLElement | null>;
  onChange?: () => void;
}) {
  const [active, setActive] = useState(false);
  const t = useT('explore');

  useEffect(() => {
    const update = () => {
      setActive(document.fullscreenElement !== null && document.fullscreenElement === targetRef.current);
      onChange?.();
    };
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [targetRef, onChange]);

  if (typeof document === 'undefined' || !document.fullscreenEnabled) return null;
  const label = t(active ? 'map.exitFullScreen' : 'map.enterFullScreen');
  return (
    <MapTooltip content={label}>
      <button
        type="button"
        className={controlClasses}
        aria-label={label}
        onClick={() => {
          if (document.fullscreenElement) void document.exitFullscreen();
          else void targetRef.current?.requestFullscreen();
        }}
      >
        {active ? (
          <Minimize className="size-5" aria-hidden="true" />
        ) : (
          <Maximize className="size-5" aria-hidden="true" />
        )}
      </button>
    </MapTooltip>
  );
}
