import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'solid' | 'soft' | 'outline';

const variants: Record<BadgeVariant, string> = {
  solid: 'bg-green-700 text-white border-transparent',
  soft: 'bg-green-50 text-green-800 border-green-200',
  outline: 'bg-white text-neutral-700 border-neutral-300',
};

export function Badge({
  variant = 'soft',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
