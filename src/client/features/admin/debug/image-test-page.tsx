import { format } from 'date-fns';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { INTL_LOCALE, type Locale } from '../../../../shared/i18n/locales';
import { resolveImagePath } from '../../../../shared/image-paths';
import { TextField } from '../../../components/form-fields';
import { AdminPage } from '../../../components/guards/admin-page';
import { loadImageBlob, SaleImage } from '../../../components/sale-image';
import { Button } from '../../../components/ui/button';
import { useLocale, useT } from '../../../lib/i18n';

export const DEFAULT_TEST_IMAGE = '/fallback/sale-1.svg';

interface LogLine {
  id: number;
  text: string;
  ok: boolean;
}

/** Each language's byte units: French writes octets ('12,3 Ko'). */
const BYTE_UNITS: Record<Locale, [string, string, string]> = { en: ['B', 'KB', 'MB'], fr: ['o', 'Ko', 'Mo'] };

/** '812 B', '12.3 KB', '1.5 MB' / '812 o', '12,3 Ko', '1,5 Mo'. */
export function formatBytes(bytes: number, locale: Locale = 'en'): string {
  const [byte, kilo, mega] = BYTE_UNITS[locale];
  const tenths = (value: number) =>
    locale === 'en'
      ? value.toFixed(1)
      : value.toLocaleString(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} ${byte}`;
  if (bytes < 1024 * 1024) return `${tenths(bytes / 1024)} ${kilo}`;
  return `${tenths(bytes / (1024 * 1024))} ${mega}`;
}

/**
 * Spec §2 /image-test: loads an image path the way the sale images do (spec §5 image paths, §8 image
 * errors), shows it through the real SaleImage, and logs what happened.
 */
export function ImageTestPage() {
  const t = useT('admin');
  return (
    <AdminPage title={t('imageTest.title')} description={t('imageTest.description')}>
      <ImageTester />
    </AdminPage>
  );
}

function ImageTester() {
  const t = useT('admin');
  const locale = useLocale();
  const [path, setPath] = useState(DEFAULT_TEST_IMAGE);
  const [shown, setShown] = useState<{ path: string; attempt: number } | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const controller = useRef<AbortController | null>(null);
  const counter = useRef(0);

  useEffect(() => () => controller.current?.abort(), []);

  const append = (text: string, ok: boolean) => {
    const line = `${format(new Date(), 'HH:mm:ss')} ${text}`;
    console.info(`[image-test] ${line}`);
    counter.current += 1;
    const id = counter.current;
    setLog((old) => [...old, { id, text: line, ok }]);
  };

  const load = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = path.trim();
    if (!wanted) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const resolved = resolveImagePath(wanted);
    setShown((old) => ({ path: wanted, attempt: (old?.attempt ?? 0) + 1 }));
    try {
      const blob = await loadImageBlob(resolved, current.signal);
      if (current.signal.aborted) return;
      const type = blob.type || t('imageTest.unknownType');
      append(t('imageTest.loaded', { path: resolved, type, size: formatBytes(blob.size, locale) }), true);
    } catch (error) {
      if (current.signal.aborted) return;
      append(t('imageTest.failed', { error: error instanceof Error ? error.message : String(error) }), false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <form
          noValidate
          onSubmit={load}
          className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
        >
          <TextField
            label={t('imageTest.path')}
            value={path}
            onChange={(event) => setPath(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            hint={t('imageTest.path.hint')}
          />
          <div>
            <Button type="submit">{t('imageTest.load')}</Button>
          </div>
        </form>
        {shown && (
          <div className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
            <p className="text-sm text-neutral-700">
              {t('imageTest.resolved')}{' '}
              <code className="rounded bg-neutral-100 px-1 py-0.5 break-all text-neutral-900">
                {resolveImagePath(shown.path)}
              </code>
            </p>
            <SaleImage
              key={shown.attempt}
              path={shown.path}
              alt={t('imageTest.alt', { path: shown.path })}
              className="mt-3 aspect-video w-full rounded-lg"
              imgClassName="object-contain"
            />
          </div>
        )}
      </div>
      <section className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-neutral-900">{t('imageTest.log')}</h2>
        {log.length === 0 && <p className="mt-2 text-sm text-neutral-600">{t('imageTest.empty')}</p>}
        {/* The live region wraps the list: a role on the <ol> itself would take away its list semantics. */}
        <div role="log" aria-live="polite" aria-label={t('imageTest.logLabel')} className="mt-2">
          <ol className="flex flex-col gap-1 font-mono text-xs break-all">
            {log.map((line) => (
              <li key={line.id} className={line.ok ? 'text-green-800' : 'text-red-700'}>
                {line.text}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
