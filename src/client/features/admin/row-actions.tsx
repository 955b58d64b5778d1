import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip';
import { apiRequest } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useAdminMutation } from './admin-api';

interface RowActionsProps {
  /** What the row is called ('Springfield', 'sam@example.org'): the buttons are 'Edit <name>', 'Delete <name>'. */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A table row's icon buttons, each with a name for screen readers and a tooltip for the eye. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  const t = useT('admin');
  return (
    <TooltipProvider>
      <div className="flex gap-1 md:justify-end">
        {onEdit && (
          <IconButton label={t('common.editName', { name })} tooltip={t('common.edit')} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </IconButton>
        )}
        {onDelete && (
          <IconButton
            label={t('common.deleteName', { name })}
            tooltip={t('common.delete')}
            onClick={onDelete}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        )}
      </div>
    </TooltipProvider>
  );
}

function IconButton({
  label,
  tooltip,
  onClick,
  className,
  children,
}: {
  label: string;
  tooltip: string;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip content={tooltip} side="top">
      <Button variant="ghost" size="icon" aria-label={label} onClick={onClick} className={className}>
        {children}
      </Button>
    </Tooltip>
  );
}

interface RowDeleteOptions<T> {
  /** The list's path; the row goes by DELETE <path>/<id>. */
  path: string;
  /** The confirmation's title, e.g. 'Delete city'. */
  title: string;
  /** What deleting this row does, ending with 'This cannot be undone.' */
  describe: (row: T) => string;
  success: string;
  failure: string;
  invalidate: string[];
  /** Where the focus goes once the row (and its Delete button) is gone. */
  focusAfterDelete: () => HTMLElement | null;
}

/**
 * A row's Delete: `ask(row)` opens the confirmation, which stays open while the call runs. A refusal
 * (e.g. a 409 'used by N garage sales') shows the server's words in the failure toast.
 */
export function useRowDelete<T extends { id: number }>(options: RowDeleteOptions<T>) {
  const t = useT('admin');
  const [target, setTarget] = useState<T | null>(null);
  const deleted = useRef(false);
  const mutation = useAdminMutation({
    mutationFn: (row: T) => apiRequest('DELETE', `${options.path}/${row.id}`),
    success: { title: options.success },
    failure: options.failure,
    invalidate: options.invalidate,
  });

  const confirm = () => {
    if (!target) return;
    deleted.current = false;
    mutation.mutate(target, {
      onSuccess: () => {
        deleted.current = true;
      },
      onSettled: () => setTarget(null),
    });
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title={options.title}
      description={target ? options.describe(target) : ''}
      confirmLabel={t('common.delete')}
      pendingLabel={t('common.deleting')}
      cancelLabel={t('common.cancel')}
      confirmVariant="destructive"
      pending={mutation.isPending}
      onConfirm={confirm}
      // After a refusal the row is still there: Radix returns the focus to its Delete button.
      focusAfterClose={() => (deleted.current ? options.focusAfterDelete() : null)}
    />
  );
  return { ask: (row: T) => setTarget(row), dialog };
}
