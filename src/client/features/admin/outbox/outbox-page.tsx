import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useState } from 'react';
import type { MessageKey } from '../../../../shared/i18n/catalog-types';
import type { MailStatus, OutboxMessageSummary } from '../../../../shared/schemas/outbox';
import { AdminPage } from '../../../components/guards/admin-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { DataTable, EmptyRow, ListError, Td } from '../data-table';
import { useFormatMoment } from '../format-moment';
import { SearchBox } from '../search-box';
import { outboxPageQuery } from './outbox-api';
import { OutboxMessageDialog } from './outbox-message-dialog';

const COLUMNS = [
  'outbox.column.to',
  'outbox.column.subject',
  'column.status',
  'outbox.column.queued',
] as const;
/** The columns and the Message one, aligned right on a wide screen. */
const COLUMN_COUNT = COLUMNS.length + 1;

const STATUS_LABELS: Record<MailStatus, MessageKey<'admin'>> = {
  queued: 'outbox.status.queued',
  sent: 'outbox.status.sent',
  kept: 'outbox.status.kept',
  failed: 'outbox.status.failed',
};

/**
 * /admin/outbox (issue 12): every message the site queued, newest first. With no SMTP_URL the messages
 * stay here ("kept"), and this is where an administrator reads them, reset links included.
 */
export function OutboxPage() {
  const t = useT('admin');
  return (
    <AdminPage title={t('outbox.title')} description={t('outbox.description')}>
      <OutboxContent />
    </AdminPage>
  );
}

function OutboxContent() {
  const t = useT('admin');
  const [term, setTerm] = useState('');
  const [pages, setPages] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const q = useDeferredValue(term.trim());
  const before = pages.at(-1);
  const outbox = useQuery(outboxPageQuery(q, before));

  const search = (value: string) => {
    setTerm(value);
    setPages([]);
  };

  if (outbox.isError) {
    return <ListError title={t('outbox.loadError')} onRetry={() => void outbox.refetch()} />;
  }
  let rows: ReactNode;
  if (outbox.isPending) {
    rows = <EmptyRow columns={COLUMN_COUNT}>{t('common.loading')}</EmptyRow>;
  } else if (outbox.data.messages.length === 0) {
    rows = (
      <EmptyRow columns={COLUMN_COUNT}>{q ? t('outbox.noMatch', { term: q }) : t('outbox.empty')}</EmptyRow>
    );
  } else {
    rows = outbox.data.messages.map((message) => (
      <MessageRow key={message.id} message={message} onOpen={() => setOpenId(message.id)} />
    ));
  }

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <SearchBox
          label={t('outbox.search')}
          placeholder={t('outbox.searchPlaceholder')}
          value={term}
          onChange={search}
        />
      </div>
      <DataTable
        columns={[...COLUMNS.map((key) => t(key)), { label: t('outbox.column.message'), end: true }]}
        caption={t('outbox.caption')}
      >
        {rows}
      </DataTable>
      <div className="mt-3 flex gap-2">
        {pages.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => setPages(pages.slice(0, -1))}>
            {t('outbox.newer')}
          </Button>
        )}
        {outbox.data?.nextBefore && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => outbox.data?.nextBefore && setPages([...pages, outbox.data.nextBefore])}
          >
            {t('outbox.older')}
          </Button>
        )}
      </div>
      <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function MessageRow({ message, onOpen }: { message: OutboxMessageSummary; onOpen: () => void }) {
  const t = useT('admin');
  const formatTime = useFormatMoment('dateTime24');
  return (
    <tr>
      <Td className="font-medium text-neutral-900 break-all">{message.toAddress}</Td>
      <Td label={t('outbox.column.subject')}>{message.subject}</Td>
      <Td label={t('column.status')}>
        <Badge variant={message.status === 'failed' ? 'solid' : 'outline'}>
          {t(STATUS_LABELS[message.status])}
        </Badge>
        {message.attempts > 1 && (
          <span className="ml-2 text-neutral-600">{t('outbox.tries', { count: message.attempts })}</span>
        )}
        {message.lastError && message.status !== 'sent' && (
          <p className="mt-1 text-xs text-red-700">{message.lastError}</p>
        )}
      </Td>
      <Td label={t('outbox.column.queued')} className="whitespace-nowrap">
        {formatTime(message.createdAt)}
      </Td>
      <Td className="md:text-right max-md:pt-2">
        <Button
          size="sm"
          variant="outline"
          onClick={onOpen}
          aria-label={t('outbox.readName', { subject: message.subject, address: message.toAddress })}
        >
          {t('outbox.read')}
        </Button>
      </Td>
    </tr>
  );
}
