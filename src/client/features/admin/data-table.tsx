import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

// Below 768 px (spec §9 mobile breakpoint) each row becomes a card: the header row is left to screen
// readers and each cell is a line of its own, labelled where its value needs one (Td's `label`), so
// nothing scrolls sideways at 375 px and every row's buttons are in reach.
// Its own head and body only (`>`): a small table inside a cell (a sale's counters) keeps its layout.
const STACKED_ON_PHONE = cn(
  'max-md:block max-md:[&>thead]:sr-only max-md:[&>tbody]:block',
  'max-md:[&>tbody>tr]:block max-md:[&>tbody>tr]:px-4 max-md:[&>tbody>tr]:py-3',
  'max-md:[&>tbody>tr+tr]:border-t max-md:[&>tbody>tr+tr]:border-neutral-200',
);

/** A column's header; an `end` one is aligned right on a wide screen (numbers, row buttons). */
export type Column = string | { label: string; end: true };

/**
 * The admin screens' tables: a caption for screen readers, the header row of `columns`, the body's rows
 * (`children`), and cards on a phone.
 */
export function DataTable({
  caption,
  columns,
  children,
  className,
}: {
  caption: string;
  columns: readonly Column[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn('rounded-lg border border-neutral-200 bg-white shadow-sm md:overflow-x-auto', className)}
    >
      <table className={cn('w-full border-collapse text-left text-sm md:min-w-[36rem]', STACKED_ON_PHONE)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <Th key={column}>{column}</Th>
              ) : (
                <Th key={column.label} className="text-right">
                  {column.label}
                </Th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-neutral-200 bg-neutral-50 px-3 py-2 text-xs font-semibold tracking-wide text-neutral-700 uppercase',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A cell. `label` is its column's name, shown before the value on a phone, where the header row is
 * hidden; screen readers skip it there, as they still announce the column header.
 */
export function Td({ className, label, children, ...props }: ComponentProps<'td'> & { label?: string }) {
  return (
    <td
      className={cn(
        'border-b border-neutral-100 px-3 py-2 align-middle text-neutral-800',
        'max-md:block max-md:border-0 max-md:px-0 max-md:py-0.5',
        className,
      )}
      {...props}
    >
      {label && <CellLabel label={label} />}
      {children}
    </td>
  );
}

/** A cell's column name before its value on a phone: 'City:' / 'Ville :'. */
function CellLabel({ label }: { label: string }) {
  const t = useT('admin');
  return (
    <span aria-hidden="true" className="font-medium text-neutral-600 md:hidden">
      {t('common.cellLabel', { label })}{' '}
    </span>
  );
}

/** A row of the table body that says there is nothing (or that the list failed), across every column. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-8 text-center text-neutral-600">
        {children}
      </td>
    </tr>
  );
}

/** The panel a list shows when it could not load (spec §8 'Error loading ...'), with a retry. */
export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useT('admin');
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center" role="alert">
      <h2 className="text-lg font-semibold text-red-900">{title}</h2>
      <p className="mt-1 text-sm text-red-900">{t('common.checkConnection')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex h-10 items-center rounded-md border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-800 hover:bg-neutral-100"
      >
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
