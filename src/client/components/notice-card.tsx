import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

const TONES = {
  neutral: { border: 'border-neutral-200', icon: 'text-green-700' },
  danger: { border: 'border-red-200', icon: 'text-red-700' },
};

/**
 * A screen's whole content when it cannot be shown ('Access Denied', an unsubscribe's answer): an
 * icon, the page's heading, why, and what to do next. Announced when it appears.
 */
export function NoticeCard({
  icon: Icon,
  title,
  text,
  tone = 'neutral',
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}) {
  const colors = TONES[tone];
  return (
    <div className="grid flex-1 place-items-center px-4 py-10">
      <div
        className={cn(
          'flex w-full max-w-md flex-col items-center gap-3 rounded-xl border bg-white p-6 text-center shadow-sm',
          colors.border,
        )}
        role="alert"
      >
        <Icon className={cn('size-9', colors.icon)} aria-hidden="true" />
        <h1 className="text-xl font-bold text-neutral-900">{title}</h1>
        <p className="text-neutral-700">{text}</p>
        {children}
      </div>
    </div>
  );
}
