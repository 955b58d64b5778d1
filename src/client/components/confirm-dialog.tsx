import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { useT } from '../lib/i18n';
import { Button, type ButtonVariant } from './ui/button';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that closes the dialog without doing anything ('Cancel'). */
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  pending: boolean;
  onConfirm: () => void;
  /**
   * Where the focus goes when the dialog closes; null sends it back to what had it when the dialog
   * opened (the button that opened it). Needed after a Delete, whose button is gone with its card.
   */
  focusAfterClose?: () => HTMLElement | null;
}

/**
 * A confirmation before a change that cannot be taken back. It stays open while the call runs (the
 * caller closes it when the call has answered), so a slow answer cannot be confirmed twice.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  confirmVariant = 'primary',
  pending,
  onConfirm,
  focusAfterClose,
}: Props) {
  // The dialogs are opened by state, not by a Radix Trigger, so Radix does not know where to send the
  // focus back on Escape or Cancel (it would fall to the page's start): the opener is kept here.
  const opener = useRef<HTMLElement | null>(null);
  const t = useT('shell');
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            // Called before the focus moves into the dialog: what has it now opened the dialog.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const kept = opener.current?.isConnected ? opener.current : null;
            opener.current = null;
            const target = focusAfterClose?.() ?? kept;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-neutral-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-neutral-700">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel ?? t('components.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={confirmVariant} disabled={pending} onClick={onConfirm}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
