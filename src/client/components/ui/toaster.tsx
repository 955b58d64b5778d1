import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/cn';
import { useBootT } from '../../lib/i18n';
import { TOAST_DURATION_MS, type ToastVariant, useToast } from '../../lib/use-toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-neutral-200 bg-white text-neutral-900',
  destructive: 'border-red-700 bg-red-700 text-white',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
};

const variantIcons: Record<ToastVariant, typeof CircleCheck> = {
  default: CircleCheck,
  destructive: CircleAlert,
  warning: TriangleAlert,
};

/** Renders the toast store (use-toast.ts) with Radix Toast; mounted once in the providers. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const words = useBootT('ui');
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((t) => {
        const variant = t.variant ?? 'default';
        const Icon = variantIcons[variant];
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            duration={t.duration ?? TOAST_DURATION_MS}
            onOpenChange={(open) => {
              if (!open) dismiss(t.id);
            }}
            data-testid="toast"
            data-variant={variant}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg',
              'data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] transition-opacity',
              variantClasses[variant],
            )}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
              {t.description && <Toast.Description className="text-sm">{t.description}</Toast.Description>}
            </div>
            <Toast.Close
              aria-label={words('toast.close')}
              className="absolute top-1 right-1 grid size-11 place-items-center rounded-md opacity-80 hover:opacity-100 sm:size-8"
            >
              <X className="size-4" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      {/* On a phone at the top, over the bar, where it covers no photo, button or field a thumb is on
          (issue 22: at the bottom it hid the wizard's thumbnails and their buttons); bottom right from
          640 px. */}
      <Toast.Viewport className="fixed top-0 right-0 z-[1100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-2 outline-none sm:top-auto sm:bottom-0 sm:p-4" />
    </Toast.Provider>
  );
}
