import { Plus } from 'lucide-react';
import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import { AdminPage } from '../../../components/guards/admin-page';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable, EmptyRow, Td } from '../data-table';
import { RowActions, useRowDelete } from '../row-actions';
import type { ReferenceKind } from './reference-kinds';

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
  const addButton = useRef<HTMLButtonElement>(null);
  // null: no dialog; { row: undefined }: adding; { row }: editing it.
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const remove = useRowDelete<T>({
    path: kind.path,
    invalidate: kind.invalidate,
    ...kind.remove,
    focusAfterDelete: () => addButton.current,
  });

  return (
    <AdminPage
      title={kind.page.title}
      description={kind.page.description}
      actions={
        <Button ref={addButton} onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          {kind.page.addLabel}
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
  /** The table's caption, e.g. 'Cities'; the empty and loading rows say it in lower case. */
  caption: string;
  /** The rows; undefined while they load. */
  rows: T[] | undefined;
  /** The cells between the name and the sales count. */
  cells: (row: T) => ReactNode;
}

/** A reference table: the name, the row's own cells, its sales count and its Edit and Delete buttons. */
export function ReferenceTable<T extends ReferenceRow>({
  columns,
  caption,
  rows,
  cells,
  onEdit,
  onDelete,
}: ReferenceTableProps<T>) {
  const plural = caption.toLowerCase();
  const all: Column[] = ['Name', ...columns, { label: 'Sales', end: true }, { label: 'Actions', end: true }];
  return (
    <DataTable columns={all} caption={caption}>
      {rows === undefined ? (
        <EmptyRow columns={all.length}>{`Loading ${plural}…`}</EmptyRow>
      ) : rows.length === 0 ? (
        <EmptyRow columns={all.length}>{`No ${plural} yet. Add the first one.`}</EmptyRow>
      ) : (
        rows.map((row) => (
          <tr key={row.id}>
            <Td className="font-medium text-neutral-900">{row.name}</Td>
            {cells(row)}
            <Td label="Sales" className="tabular-nums md:text-right">
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
