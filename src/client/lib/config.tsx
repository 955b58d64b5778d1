import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { Locale } from '../../shared/i18n/locales';
import type { PublicConfig } from '../../shared/schemas/config';
import { singularOf, titleCase } from '../../shared/text';
import { useLocale, useT } from './i18n';
import { configQueryOptions } from './queries';

const ConfigContext = createContext<PublicConfig | null>(null);

/**
 * How many mounted screens name the tab themselves. The site name is only the default: React runs a
 * parent's effects after its children's, so on a direct load the provider's effect would otherwise
 * overwrite the title the page has just set.
 */
let screensWithTitle = 0;

/** Loads GET /api/config once; nothing below renders until the deployment's settings are known. */
export function ConfigProvider({ children }: { children: ReactNode }) {
  const query = useQuery(configQueryOptions);
  const t = useT('shell');

  useEffect(() => {
    if (query.data && screensWithTitle === 0) document.title = query.data.siteName;
  }, [query.data]);

  if (query.isPending) {
    return (
      <div className="grid min-h-screen place-items-center" role="status">
        <span className="text-neutral-600">{t('loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <main className="mx-auto grid min-h-screen max-w-md place-content-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">{t('startFailed.title')}</h1>
        <p className="text-neutral-600">{t('startFailed.body')}</p>
        <button
          type="button"
          className="rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800"
          onClick={() => window.location.reload()}
        >
          {t('retry')}
        </button>
      </main>
    );
  }
  return <ConfigContext.Provider value={query.data}>{children}</ConfigContext.Provider>;
}

export function useConfig(): PublicConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside <ConfigProvider>');
  return config;
}

export interface ProductNoun {
  /** 'garage sales' / 'ventes de garage', as it reads in running text. */
  plural: string;
  /** 'garage sale' / 'vente de garage'. */
  singular: string;
  /** 'Garage Sales' / 'Ventes de garage', for headings (French capitalises only the first word). */
  title: string;
}

/**
 * PRODUCT_NOUN (or PRODUCT_NOUN_FR) in its three forms. The French singular drops the plural's s or x
 * from the first word, where French marks it ('ventes de garage', 'marchés aux puces').
 */
export function productNounOf(noun: string, locale: Locale = 'en'): ProductNoun {
  if (locale === 'fr') {
    const singular = noun.replace(/^(\p{L}+?)[sx](?=$|[\s-])/u, '$1');
    return { plural: noun, singular, title: noun.charAt(0).toUpperCase() + noun.slice(1) };
  }
  return { plural: noun, singular: singularOf(noun), title: titleCase(noun) };
}

/** The product noun in the page's language. */
export function useProductNoun(): ProductNoun {
  const config = useConfig();
  const locale = useLocale();
  return productNounOf(locale === 'fr' ? config.productNounFr : config.productNoun, locale);
}

/** Sets the tab title to '{page} · {site}' (or the site name alone) while a screen is shown. */
export function useDocumentTitle(page?: string): void {
  const { siteName } = useConfig();
  useEffect(() => {
    screensWithTitle += 1;
    document.title = page ? `${page} · ${siteName}` : siteName;
    return () => {
      screensWithTitle -= 1;
      document.title = siteName;
    };
  }, [page, siteName]);
}
