import { Mail } from 'lucide-react';
import type { MessageKey } from '../../../shared/i18n/catalog-types';
import { useConfig, useDocumentTitle, useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';

const INCLUDE: MessageKey<'contact'>[] = [
  'include.address',
  'include.doing',
  'include.expected',
  'include.instead',
  'include.device',
  'include.sale',
];

/** Spec §2 /contact: the contact address, what to include, and the reply promise. */
export function ContactPage() {
  const { contactEmail } = useConfig();
  const noun = useProductNoun();
  const t = useT('contact');
  useDocumentTitle(t('title'));
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">{t('title')}</h1>
      <p className="mt-3 text-neutral-700">{t('intro')}</p>
      <section
        className="mt-8 rounded-xl border border-neutral-200 bg-white p-6 shadow-sm"
        aria-labelledby="contact-email"
      >
        <h2 id="contact-email" className="text-lg font-semibold text-neutral-900">
          {t('emailUs')}
        </h2>
        <a
          href={`mailto:${contactEmail}`}
          className="mt-2 inline-flex items-center gap-2 text-lg font-medium break-all text-green-800 underline-offset-4 hover:underline"
        >
          <Mail className="size-5 shrink-0" aria-hidden="true" />
          {contactEmail}
        </a>
        <h2 className="mt-6 text-lg font-semibold text-neutral-900">{t('include.heading')}</h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-neutral-800">
          {INCLUDE.map((key) => (
            <li key={key}>{t(key, { productSingular: noun.singular })}</li>
          ))}
        </ul>
        <p className="mt-6 text-neutral-700">{t('reply')}</p>
      </section>
    </div>
  );
}
