import { Languages } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { LOCALE_NAMES, localizedPath, otherLocale } from '../../shared/i18n/locales';
import { cn } from '../lib/cn';
import { chooseLocale, useLocale, useT } from '../lib/i18n';

/**
 * The language switch of the bar and the phone menu (issue 24): a link to this page in the other
 * language, named in that language. Following it remembers the choice (cookie, and the account's language
 * when signed in) before the page opens; without scripts it is still a plain link.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT('shell');
  const other = otherLocale(useLocale());
  const [path] = useLocation();
  const search = useSearch();
  const href = `${localizedPath(path, other)}${search ? `?${search}` : ''}`;
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      onClick={(event) => {
        event.preventDefault();
        void chooseLocale(other, href);
      }}
      className={cn(
        'flex items-center gap-2 text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
        className,
      )}
    >
      <Languages className="size-4" aria-hidden="true" />
      <span>
        <span className="sr-only">{t('language.label')}: </span>
        {LOCALE_NAMES[other]}
      </span>
    </a>
  );
}
