import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { KeyRound, type LucideIcon, MailPlus, ShieldCheck, ShieldMinus, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type AdminUser, LOGIN_THROTTLE_CLEARED, OkAnswerSchema } from '../../../../shared/schemas/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminPage } from '../../../components/guards/admin-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { ADMIN_PATHS, adminUsersQuery, useAdminMutation } from '../admin-api';
import { type Column, DataTable, EmptyRow, ListError, Td } from '../data-table';
import { SearchBox } from '../search-box';
import { AccountActionsLog } from './account-actions-log';
import { matchesUser, USERS_SHOWN_LIMIT } from './user-search';

type Action = 'promote' | 'demote' | 'delete' | 'unlock' | 'reset';

/** The one role button of a row: an admin can be demoted, a user promoted. */
const ROLE_CHANGES = {
  promote: { action: 'promote', label: 'Promote', Icon: ShieldCheck },
  demote: { action: 'demote', label: 'Demote', Icon: ShieldMinus },
} as const;
type Pending = { action: Action; user: AdminUser } | null;

/** A row's icon buttons: the action, the tooltip, the name a screen reader reads, and the icon. */
const ICON_ACTIONS: {
  action: Action;
  title: string;
  name: (email: string) => string;
  className?: string;
  Icon: LucideIcon;
}[] = [
  {
    action: 'reset',
    title: 'Send a password-reset link',
    name: (email) => `Send a password-reset link to ${email}`,
    Icon: MailPlus,
  },
  {
    action: 'unlock',
    title: 'Clear failed logins',
    name: (email) => `Clear failed logins of ${email}`,
    Icon: KeyRound,
  },
  {
    action: 'delete',
    title: 'Delete',
    name: (email) => `Delete ${email}`,
    className: 'text-red-700 hover:bg-red-50 hover:text-red-800',
    Icon: Trash2,
  },
];

/** The confirmation of each action (spec §4 User role: each after a confirmation dialog). */
const CONFIRM: Record<
  Action,
  { title: string; confirmLabel: string; pendingLabel: string; text: (email: string) => string }
> = {
  promote: {
    title: 'Promote user',
    confirmLabel: 'Promote',
    pendingLabel: 'Promoting…',
    text: (email) => `Make ${email} an administrator? They will be able to manage every sale, user and list.`,
  },
  demote: {
    title: 'Demote admin',
    confirmLabel: 'Demote',
    pendingLabel: 'Demoting…',
    text: (email) => `Make ${email} a regular user? They will lose access to the admin screens.`,
  },
  unlock: {
    title: 'Clear failed logins',
    confirmLabel: 'Clear',
    pendingLabel: 'Clearing…',
    text: (email) =>
      `Forget the failed login attempts on ${email}? Do this when the owner is kept out by someone else's guesses.`,
  },
  reset: {
    title: 'Send a password-reset link',
    confirmLabel: 'Send link',
    pendingLabel: 'Sending…',
    text: (email) =>
      `Email ${email} a new link to choose a password? The link goes to that address only (you will not see it), works for one hour, and this is recorded under Account actions.`,
  },
  delete: {
    title: 'Delete user',
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting…',
    text: (email) =>
      `Delete the account ${email}? Their garage sales, photos and favorites are deleted with it. This action cannot be undone.`,
  },
};

const COLUMNS: Column[] = [
  'Email',
  'Name',
  'Role',
  'Joined',
  { label: 'Sales', end: true },
  { label: 'Actions', end: true },
];

/** Spec §2 Admin screens: every account, with promote, demote and delete. */
export function UsersPage() {
  return (
    <AdminPage
      title="Users"
      description="Promote, demote or remove accounts, and help someone who cannot sign in."
    >
      <UsersContent />
    </AdminPage>
  );
}

function UsersContent() {
  const { user: me } = useSession();
  const users = useQuery(adminUsersQuery);
  const [pending, setPending] = useState<Pending>(null);
  const [term, setTerm] = useState('');
  const tableRef = useRef<HTMLDivElement>(null);
  const lastUserId = useRef<number | null>(null);

  const roleChange = (action: 'promote' | 'demote') => ({
    mutationFn: (user: AdminUser) => apiRequest('PUT', `${ADMIN_PATHS.users}/${user.id}/${action}`),
    invalidate: [ADMIN_PATHS.users],
  });
  const promote = useAdminMutation({
    ...roleChange('promote'),
    success: { title: 'User promoted to admin' },
    failure: 'Failed to promote user',
  });
  const demote = useAdminMutation({
    ...roleChange('demote'),
    success: { title: 'Admin demoted to user' },
    failure: 'Failed to demote admin',
  });
  // Their sales go with them, so every list of sales is read again.
  const remove = useAdminMutation({
    mutationFn: (user: AdminUser) => apiRequest('DELETE', `${ADMIN_PATHS.users}/${user.id}`),
    success: { title: 'User deleted' },
    failure: 'Failed to delete user',
    invalidate: [ADMIN_PATHS.users, ADMIN_PATHS.sales, '/api/garage-sales', '/api/favorites'],
  });
  // Issue 12: an owner kept out by others' failed guesses asks an administrator.
  const unlock = useAdminMutation({
    mutationFn: (user: AdminUser) =>
      apiRequest('POST', `${ADMIN_PATHS.users}/${user.id}/clear-login-throttle`),
    success: { title: LOGIN_THROTTLE_CLEARED },
    failure: 'Failed to clear the failed logins',
    invalidate: [ADMIN_PATHS.accountActions],
  });
  // Issue 21: administrators never read reset links; they send one to the person's own address, logged.
  const reset = useAdminMutation({
    mutationFn: async (user: AdminUser) => {
      const response = await apiRequest('POST', `${ADMIN_PATHS.users}/${user.id}/password-reset-link`);
      return OkAnswerSchema.parse(await response.json());
    },
    success: (answer) => ({ title: 'Reset link sent', description: answer.message }),
    failure: 'Failed to send the reset link',
    invalidate: [ADMIN_PATHS.accountActions],
  });
  const mutations = { promote, demote, delete: remove, unlock, reset };

  const confirm = () => {
    if (!pending) return;
    lastUserId.current = pending.user.id;
    mutations[pending.action].mutate(pending.user, { onSettled: () => setPending(null) });
  };
  // The button that opened the dialog is gone (Promote became Demote, or the row was deleted): the focus
  // goes to the row's first button, or to the table.
  const focusAfterClose = () => {
    const id = lastUserId.current;
    if (id === null) return null;
    lastUserId.current = null;
    return (
      tableRef.current?.querySelector<HTMLElement>(`tr[data-user-id="${id}"] button`) ?? tableRef.current
    );
  };

  const needle = term.trim();
  const matched = useMemo(
    () => (users.data ?? []).filter((user) => matchesUser(user, needle)),
    [users.data, needle],
  );
  const shown = matched.slice(0, USERS_SHOWN_LIMIT);

  let rows: ReactNode;
  if (users.isError) {
    return <ListError title="Failed to load users" onRetry={() => void users.refetch()} />;
  }
  if (users.isPending) {
    rows = <EmptyRow columns={COLUMNS.length}>Loading…</EmptyRow>;
  } else if (users.data.length === 0) {
    rows = <EmptyRow columns={COLUMNS.length}>No users yet.</EmptyRow>;
  } else if (shown.length === 0) {
    rows = <EmptyRow columns={COLUMNS.length}>{`No users match "${needle}"`}</EmptyRow>;
  } else {
    rows = shown.map((user) => (
      <UserRow
        key={user.id}
        user={user}
        isSelf={user.id === me?.id}
        onAction={(action) => setPending({ action, user })}
      />
    ));
  }

  const dialog = pending ? CONFIRM[pending.action] : CONFIRM.promote;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <SearchBox label="Search users" placeholder="Email or name…" value={term} onChange={setTerm} />
        {users.data && (
          <Badge variant="outline" role="status">
            {shown.length < matched.length
              ? `${shown.length} of ${matched.length} shown`
              : `${shown.length} shown`}
          </Badge>
        )}
      </div>
      <div ref={tableRef} tabIndex={-1} className="rounded-lg outline-none">
        <DataTable columns={COLUMNS} caption="Users">
          {rows}
        </DataTable>
      </div>
      {shown.length < matched.length && (
        <p className="mt-2 text-sm text-neutral-600">
          The first {shown.length} are listed. Search by email or name to find the others.
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={dialog.title}
        description={dialog.text(pending?.user.email ?? '')}
        confirmLabel={dialog.confirmLabel}
        pendingLabel={dialog.pendingLabel}
        confirmVariant={
          pending?.action === 'promote' || pending?.action === 'unlock' || pending?.action === 'reset'
            ? 'primary'
            : 'destructive'
        }
        pending={pending !== null && mutations[pending.action].isPending}
        onConfirm={confirm}
        focusAfterClose={focusAfterClose}
      />
      <AccountActionsLog />
    </>
  );
}

function UserRow({
  user,
  isSelf,
  onAction,
}: {
  user: AdminUser;
  isSelf: boolean;
  onAction: (action: Action) => void;
}) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const isAdmin = user.userType === 'admin';
  const roleChange = isAdmin ? ROLE_CHANGES.demote : ROLE_CHANGES.promote;
  return (
    <tr data-user-id={user.id}>
      <Td className="font-medium text-neutral-900 break-words md:whitespace-nowrap">{user.email}</Td>
      <Td label="Name">{name || <span className="text-neutral-500">—</span>}</Td>
      <Td label="Role">
        <Badge variant={isAdmin ? 'solid' : 'outline'}>{isAdmin ? 'Admin' : 'User'}</Badge>
      </Td>
      <Td label="Joined" className="whitespace-nowrap">
        {formatJoined(user.createdAt)}
      </Td>
      <Td label="Sales" className="tabular-nums md:text-right">
        {user.saleCount}
      </Td>
      <Td className="md:text-right max-md:pt-2">
        {isSelf ? (
          <span className="text-sm font-medium text-neutral-600">You</span>
        ) : (
          <div className="flex gap-1 md:justify-end">
            <Button
              size="sm"
              variant="outline"
              aria-label={`${roleChange.label} ${user.email}`}
              onClick={() => onAction(roleChange.action)}
            >
              <roleChange.Icon aria-hidden="true" />
              {roleChange.label}
            </Button>
            {ICON_ACTIONS.map(({ action, title, name, className, Icon }) => (
              <Button
                key={action}
                size="icon"
                variant="ghost"
                aria-label={name(user.email)}
                title={title}
                className={className}
                onClick={() => onAction(action)}
              >
                <Icon aria-hidden="true" />
              </Button>
            ))}
          </div>
        )}
      </Td>
    </tr>
  );
}

function formatJoined(createdAt: string): string {
  const date = parseISO(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : format(date, 'MMM d, yyyy');
}
