import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

/**
 * The filled variants draw a border in forced colours only (their fill is all that outlines them, and
 * forced colours paint fills away), so their size is the same in every other mode.
 */
const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-green-700 text-white hover:bg-green-800 shadow-sm forced-colors:border forced-colors:border-[ButtonText]',
  outline: 'border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100',
  ghost: 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
  destructive:
    'bg-red-700 text-white hover:bg-red-800 forced-colors:border forced-colors:border-[ButtonText]',
};

// On a phone (under Tailwind's sm, 640 px) every size is at least 44 px tall: a finger's tap target
// (issue 22, WCAG 2.5.5). Wider screens, used with a mouse, keep the compact sizes.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-11 px-3 text-sm gap-1.5 sm:h-8',
  md: 'h-11 px-4 text-sm gap-2 sm:h-10',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'size-11 sm:size-10',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    // Busy but still focused (aria-disabled keeps the focus where a disabled button would drop it).
    'aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    extra,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (e.g. a link) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses(variant, size, className)} {...props} />;
  return <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} />;
}

/** A form's submit button: disabled while the form's call is `pending`, and then saying `busy` ('Saving…'). */
export function SubmitButton({
  pending,
  busy,
  children,
  ...props
}: ButtonProps & { pending: boolean; busy: string }) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? busy : children}
    </Button>
  );
}
