import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../lib/tooltip-delays';

export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS };

/** Wrap a group of tooltips in this provider (it carries the spec's delays). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

/**
 * A short text shown on hover and keyboard focus of `children` (one focusable element). Rendered in
 * place rather than in a portal, so that it still shows inside an element that is full screen.
 */
export function Tooltip({
  content,
  children,
  side = 'left',
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Content
        side={side}
        sideOffset={6}
        className="z-[1100] rounded-md bg-neutral-900 px-2.5 py-1.5 text-xs whitespace-nowrap text-white shadow-md"
      >
        {content}
        <RadixTooltip.Arrow className="fill-neutral-900" />
      </RadixTooltip.Content>
    </RadixTooltip.Root>
  );
}
