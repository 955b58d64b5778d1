import { AlertDialog } from 'radix-ui';
import { Button, type ButtonVariant } from './ui/button';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  confirmVariant?: ButtonVariant;
  pending: boolean;
  onConfirm: () => void;
  /**
   * Where the focus goes when the dialog closes; null leaves it to Radix (back to the button that opened
   * it). Needed after a Delete, whose button is gone with its card.
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
  confirmVariant = 'primary',
  pending,
  onConfirm,
  focusAfterClose,
}: Props) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const target = focusAfterClose?.();
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
                Cancel
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
