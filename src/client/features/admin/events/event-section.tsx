import { type ReactNode, useId } from 'react';

/** A part of the event screen: a titled card (its h2 names the region for screen readers). */
export function EventSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-neutral-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
