import { Search } from 'lucide-react';
import type { Ref } from 'react';

interface Props {
  /** What the box searches, read by screen readers ('Search current sales'). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** The search box above an admin table: a magnifier, and the phone's search keyboard. */
export function SearchBox({ label, placeholder, value, onChange, ref }: Props) {
  return (
    <div className="relative min-w-0 flex-1 sm:max-w-sm">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
        aria-hidden="true"
      />
      <input
        ref={ref}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block h-10 w-full rounded-md border border-neutral-300 bg-white pr-3 pl-9 text-base text-neutral-900 shadow-sm focus:border-green-700 focus:outline-2 focus:outline-green-700 sm:text-sm"
      />
    </div>
  );
}
