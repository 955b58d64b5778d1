import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { useFormatMoment } from '../format-moment';
import { outboxMessageQuery } from './outbox-api';

const tabClasses =
  'rounded-md px-3 py-1.5 text-sm font-medium text-neutral-700 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-green-700 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm';

/**
 * One message as it was sent: the plain text, and the HTML in a sandboxed frame (sandbox="" runs no
 * script and follows no form), never injected into the admin page itself.
 */
export function OutboxMessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const message = useQuery({ ...outboxMessageQuery(id ?? 0), enabled: id !== null });
  const data = message.data;
  const t = useT('admin');
  const formatTime = useFormatMoment('dateTime24');
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="p-5 sm:p-6" closeLabel={t('common.close')}>
        <DialogTitle className="pr-10 text-lg font-semibold">
          {data?.subject ?? t('outbox.message')}
        </DialogTitle>
        <DialogDescription>
          {data
            ? t('outbox.summary', {
                address: data.toAddress,
                time: formatTime(data.createdAt),
                status: t(`outbox.state.${data.status}`),
                count: data.attempts,
              })
            : message.isError
              ? t('outbox.loadFailed')
              : t('common.loading')}
        </DialogDescription>
        {data?.lastError && (
          <p className="mt-2 text-sm text-red-700">{t('outbox.lastError', { error: data.lastError })}</p>
        )}
        {data && <p className="mt-2 text-sm text-neutral-700">{t('outbox.hiddenLinks')}</p>}
        {data && (
          <Tabs.Root defaultValue="text" className="mt-4">
            <Tabs.List
              aria-label={t('outbox.format')}
              className="inline-flex gap-1 rounded-lg bg-neutral-100 p-1"
            >
              <Tabs.Trigger value="text" className={tabClasses}>
                {t('outbox.text')}
              </Tabs.Trigger>
              <Tabs.Trigger value="html" className={tabClasses}>
                {t('outbox.html')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="text" className="mt-3">
              <pre
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a long message scrolls inside the dialog; a keyboard must reach it to scroll it (axe scrollable-region-focusable).
                tabIndex={0}
                className="max-h-[50vh] overflow-auto rounded-md border border-neutral-200 bg-neutral-50 p-3 text-sm break-words whitespace-pre-wrap"
              >
                {data.textBody}
              </pre>
            </Tabs.Content>
            <Tabs.Content value="html" className="mt-3">
              <iframe
                title={t('outbox.htmlFrame')}
                sandbox=""
                srcDoc={data.htmlBody}
                className="h-[50vh] w-full rounded-md border border-neutral-200 bg-white"
              />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </DialogContent>
    </Dialog>
  );
}
