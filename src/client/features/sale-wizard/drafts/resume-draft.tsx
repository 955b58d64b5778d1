import { FileClock } from 'lucide-react';
import { INTL_LOCALE } from '../../../../shared/i18n/locales';
import { Button } from '../../../components/ui/button';
import { useLocale, useT } from '../../../lib/i18n';
import type { StoredDraft } from './draft-store';

interface Props {
  draft: StoredDraft;
  /** New photos the draft had that this browser does not keep (picked on another device). */
  missingPhotos: number;
  onContinue: () => void;
  onStartOver: () => void;
}

/** Opening /create-sale with a draft (issue 26): continue it, or start over (which discards it). */
export function ResumeDraft({ draft, missingPhotos, onContinue, onStartOver }: Props) {
  const t = useT('drafts');
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(draft.updatedAt));
  const title = typeof draft.values.title === 'string' ? draft.values.title.trim() : '';
  return (
    <section
      aria-labelledby="resume-draft-heading"
      className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id="resume-draft-heading"
        className="flex items-center gap-2 text-xl font-semibold text-neutral-900"
      >
        <FileClock className="size-5 text-green-700" aria-hidden="true" />
        {t('resume.heading')}
      </h2>
      {title && <p className="font-medium text-neutral-900">{title}</p>}
      <p className="text-sm text-neutral-600">{t('resume.saved', { when })}</p>
      {missingPhotos > 0 && (
        <p className="text-sm text-neutral-600">{t('resume.photosElsewhere', { count: missingPhotos })}</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onContinue}>{t('resume.continue')}</Button>
        <Button variant="outline" onClick={onStartOver}>
          {t('resume.startOver')}
        </Button>
      </div>
    </section>
  );
}
