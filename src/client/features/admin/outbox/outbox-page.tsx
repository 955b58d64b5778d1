import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { type ReactNode, useDeferredValue, useState } from 'react';
import type { MailStatus, OutboxMessageSummary } from '../../../../shared/schemas/outbox';
import { AdminPage } from '../../../components/guards/admin-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable, EmptyRow, ListError, Td } from '../data-table';
import { SearchBox } from '../search-box';
import { outboxPageQuery } from './outbox-api';
import { OutboxMessageDialog } from './outbox-message-dialog';

const COLUMNS: Column[] = ['To', 'Subject', 'Status', 'Queued', { label: 'Message', end: true }];

const STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  kept: 'Kept (no SMTP)',
  failed: 'Failed',
};

/**
 * /admin/outbox (issue 12): every message the site queued, newest first. With no SMTP_URL the messages
 * stay here ("kept"), and this is where an administrator reads them, reset links included.
 */
export function OutboxPage() {
  return (
    <AdminPage
      title="Outbox"
      description="Mail the site queued, newest first. Without SMTP_URL the messages are kept here to read."
    >
      <OutboxContent />
    </AdminPage>
  );
}

function OutboxContent() {
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
    return <ListError title="Failed to load the outbox" onRetry={() => void outbox.refetch()} />;
  }
  let rows: ReactNode;
  if (outbox.isPending) {
    rows = <EmptyRow columns={COLUMNS.length}>Loading…</EmptyRow>;
  } else if (outbox.data.messages.length === 0) {
    rows = (
      <EmptyRow columns={COLUMNS.length}>{q ? `No mail to addresses with "${q}"` : 'No mail yet.'}</EmptyRow>
    );
  } else {
    rows = outbox.data.messages.map((message) => (
      <MessageRow key={message.id} message={message} onOpen={() => setOpenId(message.id)} />
    ));
  }

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <SearchBox label="Search by address" placeholder="Address…" value={term} onChange={search} />
      </div>
      <DataTable columns={COLUMNS} caption="Outbox">
        {rows}
      </DataTable>
      <div className="mt-3 flex gap-2">
        {pages.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => setPages(pages.slice(0, -1))}>
            Newer messages
          </Button>
        )}
        {outbox.data?.nextBefore && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => outbox.data?.nextBefore && setPages([...pages, outbox.data.nextBefore])}
          >
            Older messages
          </Button>
        )}
      </div>
      <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function MessageRow({ message, onOpen }: { message: OutboxMessageSummary; onOpen: () => void }) {
  return (
    <tr>
      <Td className="font-medium text-neutral-900 break-all">{message.toAddress}</Td>
      <Td label="Subject">{message.subject}</Td>
      <Td label="Status">
        <Badge variant={message.status === 'failed' ? 'solid' : 'outline'}>
          {STATUS_LABELS[message.status]}
        </Badge>
        {message.attempts > 1 && <span className="ml-2 text-neutral-600">{message.attempts} tries</span>}
        {message.lastError && message.status !== 'sent' && (
          <p className="mt-1 text-xs text-red-700">{message.lastError}</p>
        )}
      </Td>
      <Td label="Queued" className="whitespace-nowrap">
        {formatTime(message.createdAt)}
      </Td>
      <Td className="md:text-right max-md:pt-2">
        <Button
          size="sm"
          variant="outline"
          onClick={onOpen}
          aria-label={`Read "${message.subject}" to ${message.toAddress}`}
        >
          Read
        </Button>
      </Td>
    </tr>
  );
}

export function formatTime(iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'MMM d, yyyy HH:mm');
}
