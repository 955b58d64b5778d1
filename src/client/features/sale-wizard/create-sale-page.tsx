import { useSearch } from 'wouter';
import { titleCase } from '../../../shared/text';
import { RequireSignIn } from '../../components/guards/sign-in-required';
import { useDocumentTitle, useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { parseSaleId } from '../../lib/queries';
import { NewSaleWizard } from './drafts/new-sale-wizard';
import { EventSaleWizard } from './event-sale-wizard';

/**
 * /create-sale: the wizard for signed-in users, offering to continue their draft (issue 26);
 * /create-sale?again={id}, an earlier sale posted again; /create-sale?event={slug}, a sale registering for
 * that community sale day (issue 25).
 */
export function CreateSalePage() {
  const t = useT('wizard');
  const noun = useProductNoun();
  const query = new URLSearchParams(useSearch());
  const eventSlug = query.get('event');
  // Post again (issue 26): /create-sale?again={id}, an earlier sale of the seller's, copied but its dates.
  const againId = parseSaleId(query.get('again'));
  useDocumentTitle(t('create.documentTitle'));
  const heading = (
    <h1 className="mb-5 text-2xl font-bold tracking-tight text-neutral-900">
      {t('create.heading', {
        productSingular: noun.singular,
        productSingularTitle: titleCase(noun.singular),
      })}
    </h1>
  );
  return (
    <RequireSignIn description={t('create.signIn', { productSingular: noun.singular })}>
      {(user) =>
        eventSlug !== null ? (
          <EventSaleWizard key={eventSlug} slug={eventSlug} heading={heading} />
        ) : (
          <div className="mx-auto w-full max-w-3xl px-4 py-6">
            {heading}
            <NewSaleWizard key={againId ?? 'new'} user={user} againId={againId} />
          </div>
        )
      }
    </RequireSignIn>
  );
}
