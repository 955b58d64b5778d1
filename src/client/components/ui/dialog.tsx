import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useBootT } from '../../lib/i18n';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('text-xl font-semibold text-neutral-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('text-sm text-neutral-600', className)} {...props} />;
}

interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  children: ReactNode;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
}

/**
 * A centred modal panel with an overlay and a close button in the corner. The panel's content scrolls
 * inside it, under the close button, which stays in view however far the content is scrolled: on a phone,
 * and zoomed to 400% (a 320 x 200 px viewport), where the panel is barely taller than the button.
 */
export function DialogContent({ className, children, closeLabel, ...props }: DialogContentProps) {
  const t = useBootT('ui');
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50 backdrop-blur-[1px]" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col',
          'overflow-hidden rounded-xl bg-white shadow-2xl focus:outline-none',
          className,
        )}
        {...props}
      >
        <div className="min-h-0 overflow-y-auto overscroll-contain" data-dialog-body="">
          {children}
        </div>
        <RadixDialog.Close
          aria-label={closeLabel ?? t('dialog.close')}
          className="absolute top-3 right-3 z-10 grid size-11 place-items-center rounded-full bg-white/90 text-neutral-700 shadow ring-1 ring-neutral-200 hover:bg-white hover:text-neutral-950 sm:size-9"
        >
          <X className="size-5" aria-hidden="true" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
