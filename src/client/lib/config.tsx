import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { PublicConfig } from '../../shared/schemas/config';
import { singularNoun, titleCase } from '../../shared/text';
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

  useEffect(() => {
    if (query.data && screensWithTitle === 0) document.title = query.data.siteName;
  }, [query.data]);

  if (query.isPending) {
    return (
      <div className="grid min-h-screen place-items-center" role="status">
        <span className="text-neutral-600">Loading…</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <main className="mx-auto grid min-h-screen max-w-md place-content-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">The site could not start</h1>
        <p className="text-neutral-600">Please check your connection and try again.</p>
        <button
          type="button"
          className="rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800"
          onClick={() => window.location.reload()}
        >
          Retry
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
  /** 'garage sales', as it reads in running text. */
  plural: string;
  /** 'garage sale'. */
  singular: string;
  /** 'Garage Sales', for headings. */
  title: string;
}

export function productNounOf(noun: string): ProductNoun {
  return { plural: noun, singular: singularNoun(noun), title: titleCase(noun) };
}

export function useProductNoun(): ProductNoun {
  return productNounOf(useConfig().productNoun);
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
