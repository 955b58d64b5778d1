import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../lib/tooltip-delays';

/** When a map control's tooltip last closed: the next one opens at once within the skip delay. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * Spec §9's tooltip (700 ms open delay, 300 ms skip delay; at once on keyboard focus; Escape closes it)
 * for the map's own buttons. Not the shared Radix tooltip (components/ui/tooltip.tsx): these buttons sit
 * in a fixed column in the map's corner, so the bubble always goes to their left and needs no
 * positioning library, and the map's script is 17 KB (gzip) smaller on every phone (decision 0010).
 */
export function MapTooltip({ content, children }: { content: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pointerDown = useRef(false);
  const id = useId();

  const close = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };
  const openAfter = (delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      lastClosedAt = Date.now();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the events belong to the button inside
    <span
      className="relative flex"
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        openAfter(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={close}
      onPointerDown={() => {
        pointerDown.current = true;
        close();
      }}
      onPointerUp={() => {
        pointerDown.current = false;
      }}
      onFocus={() => {
        if (!pointerDown.current) openAfter(0);
      }}
      onBlur={close}
    >
      {children}
      {open && (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute top-1/2 right-full z-[1100] mr-2 -translate-y-1/2 rounded-md bg-neutral-900 px-2.5 py-1.5 text-xs whitespace-nowrap text-white shadow-md"
        >
          {content}
        </span>
      )}
    </span>
  );
}
