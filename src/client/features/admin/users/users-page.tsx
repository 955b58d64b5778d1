import { useQuery } from '@tanstack/react-query';
import { KeyRound, type LucideIcon, MailPlus, ShieldCheck, ShieldMinus, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { MessageKey } from '../../../../shared/i18n/catalog-types';
import { type AdminUser, LOGIN_THROTTLE_CLEARED, OkAnswerSchema } from '../../../../shared/schemas/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminPage } from '../../../components/guards/admin-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { ADMIN_PATHS, adminUsersQuery, useAdminMutation } from '../admin-api';
import { DataTable, EmptyRow, ListError, Td } from '../data-table';
import { useFormatMoment } from '../format-moment';
import { SearchBox } from '../search-box';
import { AccountActionsLog } from './account-actions-log';
import { matchesUser, USERS_SHOWN_LIMIT } from './user-search';

type Action = 'promote' | 'demote' | 'delete' | 'unlock' | 'reset';

/** The one role button of a row: an admin can be demoted, a user promoted. */
const ROLE_CHANGES = {
  promote: { action: 'promote', label: 'users.promote', name: 'users.promoteName', Icon: ShieldCheck },
  demote: { action: 'demote', label: 'users.demote', name: 'users.demoteName', Icon: ShieldMinus },
} as const;
type Pending = { action: Action; user: AdminUser } | null;

/** A row's icon buttons: the action, the tooltip, the name a screen reader reads (with {email}), the icon. */
const ICON_ACTIONS: {
  action: Action;
  title: MessageKey<'admin'>;
  name: MessageKey<'admin'>;
  className?: string;
  Icon: LucideIcon;
}[] = [
  { action: 'reset', title: 'users.reset.tooltip', name: 'users.reset.name', Icon: MailPlus },
  { action: 'unlock', title: 'users.unlock.tooltip', name: 'users.unlock.name', Icon: KeyRound },
  {
    action: 'delete',
    title: 'common.delete',
    name: 'common.deleteName',
    className: 'text-red-700 hover:bg-red-50 hover:text-red-800',
    Icon: Trash2,
  },
];

/** The confirmation of each action (spec §4 User role: each after a confirmation dialog); its text has {email}. */
const CONFIRM: Record<
  Action,
  {
    title: MessageKey<'admin'>;
    confirmLabel: MessageKey<'admin'>;
    pendingLabel: MessageKey<'admin'>;
    text: MessageKey<'admin'>;
  }
> = {
  promote: {
    title: 'users.confirm.promote.title',
    confirmLabel: 'users.promote',
    pendingLabel: 'users.confirm.promote.pending',
    text: 'users.confirm.promote.text',
  },
  demote: {
    title: 'users.confirm.demote.title',
    confirmLabel: 'users.demote',
    pendingLabel: 'users.confirm.demote.pending',
    text: 'users.confirm.demote.text',
  },
  unlock: {
    title: 'users.confirm.unlock.title',
    confirmLabel: 'users.confirm.unlock.confirm',
    pendingLabel: 'users.confirm.unlock.pending',
    text: 'users.confirm.unlock.text',
  },
  reset: {
    title: 'users.confirm.reset.title',
    confirmLabel: 'users.confirm.reset.confirm',
    pendingLabel: 'users.confirm.reset.pending',
    text: 'users.confirm.reset.text',
  },
  delete: {
    title: 'users.confirm.delete.title',
    confirmLabel: 'common.delete',
    pendingLabel: 'common.deleting',
    text: 'users.confirm.delete.text',
  },
};

/** The columns, as messages; the last two are aligned right on a wide screen. */
const COLUMNS = ['users.column.email', 'column.name', 'users.column.role', 'users.column.joined'] as const;
const END_COLUMNS = ['column.sales', 'column.actions'] as const;
const COLUMN_COUNT = COLUMNS.length + END_COLUMNS.length;

/** Spec §2 Admin screens: every account, with promote, demote and delete. */
export function UsersPage() {
  const t = useT('admin');
  return (
    <AdminPage title={t('users.title')} description={t('users.description')}>
      <UsersContent />
    </AdminPage>
  );
}

function UsersContent() {
  const t = useT('admin');
  const localize = useLocalizeMessage();
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
    success: { title: t('users.promoted') },
    failure: t('users.promoteFailed'),
  });
  const demote = useAdminMutation({
    ...roleChange('demote'),
    success: { title: t('users.demoted') },
    failure: t('users.demoteFailed'),
  });
  // Their sales go with them, so every list of sales is read again.
  const remove = useAdminMutation({
    mutationFn: (user: AdminUser) => apiRequest('DELETE', `${ADMIN_PATHS.users}/${user.id}`),
    success: { title: t('users.deleted') },
    failure: t('users.deleteFailed'),
    invalidate: [ADMIN_PATHS.users, ADMIN_PATHS.sales, '/api/garage-sales', '/api/favorites'],
  });
  // Issue 12: an owner kept out by others' failed guesses asks an administrator.
  const unlock = useAdminMutation({
    mutationFn: (user: AdminUser) =>
      apiRequest('POST', `${ADMIN_PATHS.users}/${user.id}/clear-login-throttle`),
    success: { title: localize(LOGIN_THROTTLE_CLEARED) },
    failure: t('users.unlockFailed'),
    invalidate: [ADMIN_PATHS.accountActions],
  });
  // Issue 21: administrators never read reset links; they send one to the person's own address, logged.
  const reset = useAdminMutation({
    mutationFn: async (user: AdminUser) => {
      const response = await apiRequest('POST', `${ADMIN_PATHS.users}/${user.id}/password-reset-link`);
      return OkAnswerSchema.parse(await response.json());
    },
    success: (answer) => ({ title: t('users.resetSent'), description: answer.message }),
    failure: t('users.resetFailed'),
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
    return <ListError title={t('users.loadError')} onRetry={() => void users.refetch()} />;
  }
  if (users.isPending) {
    rows = <EmptyRow columns={COLUMN_COUNT}>{t('common.loading')}</EmptyRow>;
  } else if (users.data.length === 0) {
    rows = <EmptyRow columns={COLUMN_COUNT}>{t('users.empty')}</EmptyRow>;
  } else if (shown.length === 0) {
    rows = <EmptyRow columns={COLUMN_COUNT}>{t('users.noMatch', { term: needle })}</EmptyRow>;
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
        <SearchBox
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={term}
          onChange={setTerm}
        />
        {users.data && (
          <Badge variant="outline" role="status">
            {shown.length < matched.length
              ? t('common.shownOf', { shown: shown.length, matched: matched.length })
              : t('common.shown', { shown: shown.length })}
          </Badge>
        )}
      </div>
      <div ref={tableRef} tabIndex={-1} className="rounded-lg outline-none">
        <DataTable
          columns={[
            ...COLUMNS.map((key) => t(key)),
            ...END_COLUMNS.map((key) => ({ label: t(key), end: true as const })),
          ]}
          caption={t('users.caption')}
        >
          {rows}
        </DataTable>
      </div>
      {shown.length < matched.length && (
        <p className="mt-2 text-sm text-neutral-600">{t('users.firstListed', { count: shown.length })}</p>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t(dialog.title)}
        description={t(dialog.text, { email: pending?.user.email ?? '' })}
        confirmLabel={t(dialog.confirmLabel)}
        pendingLabel={t(dialog.pendingLabel)}
        cancelLabel={t('common.cancel')}
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
  const t = useT('admin');
  const formatJoined = useFormatMoment('date');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const isAdmin = user.userType === 'admin';
  const roleChange = isAdmin ? ROLE_CHANGES.demote : ROLE_CHANGES.promote;
  return (
    <tr data-user-id={user.id}>
      <Td className="font-medium text-neutral-900 break-words md:whitespace-nowrap">{user.email}</Td>
      <Td label={t('column.name')}>{name || <span className="text-neutral-500">—</span>}</Td>
      <Td label={t('users.column.role')}>
        <Badge variant={isAdmin ? 'solid' : 'outline'}>
          {isAdmin ? t('users.role.admin') : t('users.role.user')}
        </Badge>
      </Td>
      <Td label={t('users.column.joined')} className="whitespace-nowrap">
        {formatJoined(user.createdAt)}
      </Td>
      <Td label={t('column.sales')} className="tabular-nums md:text-right">
        {user.saleCount}
      </Td>
      <Td className="md:text-right max-md:pt-2">
        {isSelf ? (
          <span className="text-sm font-medium text-neutral-600">{t('users.you')}</span>
        ) : (
          <div className="flex gap-1 md:justify-end">
            <Button
              size="sm"
              variant="outline"
              aria-label={t(roleChange.name, { email: user.email })}
              onClick={() => onAction(roleChange.action)}
            >
              <roleChange.Icon aria-hidden="true" />
              {t(roleChange.label)}
            </Button>
            {ICON_ACTIONS.map(({ action, title, name, className, Icon }) => (
              <Button
                key={action}
                size="icon"
                variant="ghost"
                aria-label={t(name, { email: user.email, name: user.email })}
                title={t(title)}
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
