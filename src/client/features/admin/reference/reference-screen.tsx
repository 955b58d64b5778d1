import { Plus } from 'lucide-react';
import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import { AdminPage } from '../../../components/guards/admin-page';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { type Column, DataTable, EmptyRow, Td } from '../data-table';
import { RowActions, useRowDelete } from '../row-actions';
import { kindWords, type ReferenceKind } from './reference-kinds';

/** A row of a reference table: a city, a category, a neighborhood. */
interface ReferenceRow {
  id: number;
  name: string;
  saleCount: number;
}

/** What a reference table's rows do: open the edit dialog, ask to delete. */
export interface RowHandlers<T> {
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

interface ReferenceScreenProps<T extends ReferenceRow> {
  kind: ReferenceKind<T>;
  Table: ComponentType<RowHandlers<T>>;
  /** The add (no row) or edit dialog, mounted while open. */
  Dialog: ComponentType<{ row?: T; onClose: () => void }>;
}

/**
 * The admin reference screens (spec §2: cities, categories, neighborhoods): the page with its Add button,
 * the table, the add and edit dialog and the delete confirmation, after which the focus goes to Add.
 */
export function ReferenceScreen<T extends ReferenceRow>({ kind, Table, Dialog }: ReferenceScreenProps<T>) {
  const words = kindWords(useT('admin'), kind);
  const addButton = useRef<HTMLButtonElement>(null);
  // null: no dialog; { row: undefined }: adding; { row }: editing it.
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const remove = useRowDelete<T>({
    path: kind.path,
    invalidate: kind.invalidate,
    ...words.remove,
    focusAfterDelete: () => addButton.current,
  });

  return (
    <AdminPage
      title={words.page.title}
      description={words.page.description}
      actions={
        <Button ref={addButton} onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          {words.page.addLabel}
        </Button>
      }
    >
      <Table onEdit={(row) => setEditing({ row })} onDelete={remove.ask} />
      {editing && <Dialog row={editing.row} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </AdminPage>
  );
}

interface ReferenceTableProps<T extends ReferenceRow> extends RowHandlers<T> {
  /** The columns between Name and Sales, one for each of `cells`' cells. */
  columns: string[];
  /** The table's caption ('Cities') and what its loading and empty rows say. */
  words: { caption: string; loading: string; empty: string };
  /** The rows; undefined while they load. */
  rows: T[] | undefined;
  /** The cells between the name and the sales count. */
  cells: (row: T) => ReactNode;
}

/** A reference table: the name, the row's own cells, its sales count and its Edit and Delete buttons. */
export function ReferenceTable<T extends ReferenceRow>({
  columns,
  words,
  rows,
  cells,
  onEdit,
  onDelete,
}: ReferenceTableProps<T>) {
  const t = useT('admin');
  const all: Column[] = [
    t('column.name'),
    ...columns,
    { label: t('column.sales'), end: true },
    { label: t('column.actions'), end: true },
  ];
  return (
    <DataTable columns={all} caption={words.caption}>
      {rows === undefined ? (
        <EmptyRow columns={all.length}>{words.loading}</EmptyRow>
      ) : rows.length === 0 ? (
        <EmptyRow columns={all.length}>{words.empty}</EmptyRow>
      ) : (
        rows.map((row) => (
          <tr key={row.id}>
            <Td className="font-medium text-neutral-900">{row.name}</Td>
            {cells(row)}
            <Td label={t('column.sales')} className="tabular-nums md:text-right">
              {row.saleCount}
            </Td>
            <Td className="py-1 max-md:pt-2">
              <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
