import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import * as z from 'zod/mini';
import { explorePathFor } from '../../../shared/saved-search-path';
import { type SavedSearch, SavedSearchNameSchema } from '../../../shared/schemas/notifications';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/form-fields';
import { Button, buttonClasses } from '../../components/ui/button';
import { failureMessage } from '../../lib/form-errors';
import { useLocalizeMessage, useT } from '../../lib/i18n';
import { toast } from '../../lib/use-toast';
import { useChangeSavedSearch, useDeleteSavedSearch } from './notifications-data';

/** One saved search: its name and what it finds, Open on Explore, its daily email, Rename and Delete. */
export function SavedSearchItem({ search, description }: { search: SavedSearch; description: string }) {
  const change = useChangeSavedSearch();
  const remove = useDeleteSavedSearch();
  const t = useT('notifications');
  const [renaming, setRenaming] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const emailId = useId();
  const headingId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: failureMessage(error, fallback), variant: 'destructive' });

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm"
      data-testid="saved-search"
    >
      {renaming ? (
        <RenameForm
          name={search.name}
          pending={change.isPending}
          onCancel={() => {
            setRenaming(false);
            queueMicrotask(() => renameButton.current?.focus());
          }}
          onSave={(name) =>
            change.mutate(
              { id: search.id, name },
              {
                onSuccess: () => {
                  setRenaming(false);
                  toast({ title: t('search.renamed') });
                  queueMicrotask(() => renameButton.current?.focus());
                },
                onError: failed(t('search.renameFailed')),
              },
            )
          }
        />
      ) : (
        <h2 id={headingId} className="text-lg font-semibold break-words text-neutral-900">
          {search.name}
        </h2>
      )}
      <p className="mt-1 text-sm text-neutral-700">{description}</p>
      <div className="mt-3 flex items-center gap-3">
        <input
          id={emailId}
          type="checkbox"
          checked={search.emailDigest}
          disabled={change.isPending}
          onChange={(event) =>
            change.mutate(
              { id: search.id, emailDigest: event.target.checked },
              { onError: failed(t('search.digestFailed')) },
            )
          }
          className="size-5 shrink-0 accent-green-700"
        />
        <label htmlFor={emailId} className="text-sm text-neutral-800">
          {t('search.digest')}
        </label>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href={explorePathFor(search.filters)} className={buttonClasses('primary', 'sm')}>
          <ExternalLink aria-hidden="true" />
          {t('search.open')}
        </Link>
        {!renaming && (
          <Button ref={renameButton} variant="outline" size="sm" onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" />
            {t('search.rename')}
            <span className="sr-only"> {search.name}</span>
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" />
          {t('search.delete')}
          <span className="sr-only"> {search.name}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('delete.title')}
        description={t('delete.text', { name: search.name })}
        confirmLabel={t('search.delete')}
        pendingLabel={t('delete.pending')}
        cancelLabel={t('cancel')}
        confirmVariant="destructive"
        pending={remove.isPending}
        focusAfterClose={() => document.querySelector<HTMLElement>('h1')}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              toast({ title: t('delete.done') });
            },
            onError: failed(t('delete.failed')),
          })
        }
      />
    </li>
  );
}

function RenameForm({
  name,
  pending,
  onSave,
  onCancel,
}: {
  name: string;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const t = useT('notifications');
  const localize = useLocalizeMessage();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule (trimmed, 1 to 80 characters, no control characters), in the page's language.
    const checked = z.safeParse(SavedSearchNameSchema, value);
    if (!checked.success) return setError(localize(checked.error.issues[0]?.message ?? ''));
    onSave(checked.data);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label={t('search.name')}
        value={value}
        error={error}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
        className="flex-1"
      />
      <div className="flex gap-2">
        <Button type="submit" size="md" disabled={pending}>
          {t('save')}
        </Button>
        <Button variant="outline" size="md" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
