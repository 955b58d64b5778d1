import type { I18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useContext, useEffect, useMemo, useReducer } from 'react';
import type { Namespace, SchemaNamespace } from '../../shared/i18n/catalog-types';
import { LOCALES, type Locale, splitLocalePath } from '../../shared/i18n/locales';
import { validationEntryOf } from '../../shared/i18n/messages';
import { createI18n, loadCatalog, type Translate, translator } from '../../shared/i18n/translator';
import { apiRequest } from './api';
import { pageLocale } from './page-locale';

/*
 * The browser's words (decision 0025). Each language's namespaces are separate chunks, compiled at build
 * time (scripts/lingui-catalogs.ts), loaded when first needed: the shell with the app, a screen's own
 * namespace with the screen (`useT` suspends until it is there). The server-only namespaces are left out.
 */
const catalogs = import.meta.glob<Record<string, unknown>>(
  [
    '../../shared/i18n/catalogs/*/*.json',
    '!../../shared/i18n/catalogs/*/adminApi.json',
    '!../../shared/i18n/catalogs/*/mail.json',
    '!../../shared/i18n/catalogs/*/pages.json',
    '!../../shared/i18n/catalogs/*/api-errors.json',
    '!../../shared/i18n/catalogs/*/api-texts.json',
    '!../../shared/i18n/catalogs/*/events-api.json',
    '!../../shared/i18n/catalogs/*/events-print.json',
  ],
  { query: '?lingui', import: 'default' },
);

/** What the app loads before its first render: the bar, menu, footer and start screens; dialogs' and toasts' Close. */
const BOOT_NAMESPACES: Namespace[] = ['shell', 'ui'];

const instances = new Map<Locale, I18n>();

function i18nOf(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = createI18n(locale);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A load React's `use` reads without suspending once it is done (the status field React looks for). */
type Load = Promise<void> & { status?: 'fulfilled' };

const loads = new Map<string, Load>();

/** Loads a namespace of a language once; a failed load can be tried again. */
export function loadNamespace(locale: Locale, namespace: Namespace): Promise<void> {
  const id = `${locale}/${namespace}`;
  let load = loads.get(id);
  if (!load) {
    const importer = catalogs[`../../shared/i18n/catalogs/${id}.json`];
    const started: Load = (
      importer ? importer() : Promise.reject(new Error(`No catalogue ${id} in the client`))
    ).then((messages) => {
      loadCatalog(i18nOf(locale), namespace, messages);
      started.status = 'fulfilled';
    });
    started.catch(() => loads.delete(id));
    loads.set(id, started);
    load = started;
  }
  return load;
}

/**
 * The words of the screen a server-drawn page shows first: Explore's (and its cards'), a sale's (its page,
 * its details and its Add to calendar link, all of which the server drew; an event's page and its list: one missing would take the page
 * over with a loading state or a button short, and move what is under it). Loaded with the bar's, in
 * parallel, so that React takes the page over in its language at once (no English flash, and no
 * waterfall: the catalogues load while the screen's script does).
 */
function firstScreenNamespaces(path: string): Namespace[] {
  if (path === '/' || path.startsWith('/garage-sales/in/')) return ['explore', 'sale'];
  if (/^\/events\/[^/]+$/.test(path)) return ['events', 'sale'];
  return /^\/garage-sales\/\d+$/.test(path) ? ['sale-page', 'sale', 'calendar'] : [];
}

/**
 * Loads what the app shows before its first render, with the first screen's words on a page the server
 * drew; main.tsx waits for it before taking over a drawn page.
 */
export function loadBootNamespaces(
  locale: Locale = pageLocale(),
  path: string = splitLocalePath(globalThis.location?.pathname ?? '/').path,
): Promise<void> {
  const namespaces = [...BOOT_NAMESPACES, ...firstScreenNamespaces(path)];
  return Promise.all(namespaces.map((namespace) => loadNamespace(locale, namespace))).then(() => undefined);
}

const bootLoaded = (locale: Locale) =>
  BOOT_NAMESPACES.every((namespace) => loads.get(`${locale}/${namespace}`)?.status === 'fulfilled');

const LocaleContext = createContext<Locale | null>(null);

/** The page's language: the provider's, else the address's. */
export function useLocale(): Locale {
  return useContext(LocaleContext) ?? pageLocale();
}

/**
 * A namespace's messages in the page's language: `const t = useT('contact'); t('title')`. The first use
 * of a namespace not yet loaded suspends the screen (its Suspense shows the page's loading state).
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const locale = useLocale();
  use(loadNamespace(locale, namespace));
  return useMemo(() => translator(i18nOf(locale), namespace), [locale, namespace]);
}

/**
 * A boot namespace's messages (`shell`, `ui`: loaded before the app renders) without suspending, for the
 * parts drawn over any screen (the toaster beside the app, a dialog's Close): a `use` inside Radix's
 * toasts kept them from showing. Loads the namespace if it is not there yet (its texts are empty until
 * then), and draws again then.
 */
export function useBootT<N extends Namespace>(namespace: N): Translate<N> {
  const locale = useLocale();
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const ready = loads.get(`${locale}/${namespace}`)?.status === 'fulfilled';
  useEffect(() => {
    if (!ready) loadNamespace(locale, namespace).then(loaded, () => undefined);
  }, [ready, locale, namespace]);
  return useMemo(
    () => (ready ? translator(i18nOf(locale), namespace) : () => ''),
    [ready, locale, namespace],
  );
}

/** A shared schema's message in `locale` if its catalogue is loaded, else as it is (English or the server's). */
function translated(locale: Locale, text: string): string {
  const entry = validationEntryOf(text);
  if (locale === 'en' || !entry || loads.get(`${locale}/${entry.namespace}`)?.status !== 'fulfilled')
    return text;
  return translator(i18nOf(locale), entry.namespace)(entry.key as never, entry.values);
}

/**
 * A namespace's messages outside a render (a toast a hook's callback raises): loads it first, in the page's
 * language, without suspending the screen that raised it (Explore's cards must not wait for a toast's words).
 */
export async function loadT<N extends Namespace>(
  namespace: N,
  locale: Locale = pageLocale(),
): Promise<Translate<N>> {
  await loadNamespace(locale, namespace);
  return translator(i18nOf(locale), namespace);
}

/**
 * Shows a shared schema's message (written in English with `msg` or `messagesOf`, shared/i18n/messages.ts)
 * in the page's language; any other text (a server message, already in the page's language) as it is.
 * The validation catalogue is always loaded; a form whose schema takes messages from an area's own
 * catalogue names it, `useLocalizeMessage('sale-form', 'geocode')`, and suspends until they are there.
 */
export function useLocalizeMessage(
  ...namespaces: Exclude<SchemaNamespace, 'api-errors'>[]
): (text: string) => string {
  const locale = useLocale();
  if (locale !== 'en') {
    for (const namespace of ['validation' as const, ...namespaces]) use(loadNamespace(locale, namespace));
  }
  return useMemo(() => (text: string) => translated(locale, text), [locale]);
}

/**
 * `show(message)` in `locale`, for a message found in an event (a toast, a form's refusal) on a screen
 * that should not wait for the catalogue up front: at once in English or when it is loaded, else after
 * loading it (its English if that fails).
 */
export function showLocalized(locale: Locale, text: string, show: (text: string) => void): void {
  const entry = validationEntryOf(text);
  if (locale === 'en' || !entry) {
    show(text);
    return;
  }
  loadNamespace(locale, entry.namespace).then(
    () => show(translated(locale, text)),
    () => show(text),
  );
}

/** The language switch: remembers the choice (cookie, and the account if signed in), then opens `href`. */
export async function chooseLocale(locale: Locale, href: string): Promise<void> {
  // The page in the other language opens even if the choice could not be saved (offline, say).
  await apiRequest('PUT', '/api/locale', { locale }).catch(() => undefined);
  window.location.assign(href);
}

/**
 * Loads the page's language before the app renders, and keeps `<html lang>` right. Its own two states
 * come before any catalogue, so they speak both languages.
 */
export function LocaleProvider({
  locale = pageLocale(),
  children,
}: {
  locale?: Locale;
  children: ReactNode;
}) {
  const boot = useQuery({
    queryKey: ['i18n', locale],
    queryFn: async () => {
      await loadBootNamespaces(locale);
      return true;
    },
    // Already loaded (main.tsx waits for them on a page the server drew): the first render is the app's,
    // never the empty loading state over the drawn screen.
    initialData: bootLoaded(locale) ? true : undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  if (boot.isPending) return <div className="min-h-screen" role="status" aria-busy="true" />;
  if (boot.isError) {
    return (
      <main className="mx-auto grid min-h-screen max-w-md place-content-center gap-4 p-6 text-center">
        {LOCALES.map((language) => (
          <p key={language} lang={language} className="text-neutral-700">
            {BOOT_TEXT[language].failed}
          </p>
        ))}
        <button
          type="button"
          className="rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800"
          onClick={() => void boot.refetch()}
        >
          {BOOT_TEXT[locale].retry}
        </button>
      </main>
    );
  }
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The only words shown before any catalogue could be loaded (the shell's own, in both languages). */
const BOOT_TEXT: Record<Locale, { failed: string; retry: string }> = {
  en: { failed: 'The site could not start. Please check your connection and try again.', retry: 'Retry' },
  fr: { failed: 'Le site n’a pas pu démarrer. Vérifiez votre connexion et réessayez.', retry: 'Réessayer' },
};
