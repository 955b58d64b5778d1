import { useSearch } from 'wouter';
import { titleCase } from '../../../shared/text';
import { RequireSignIn } from '../../components/guards/sign-in-required';
import { useDocumentTitle, useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { EventSaleWizard } from './event-sale-wizard';
import { SaleWizard } from './sale-wizard';
import { emptyWizardValues } from './wizard-values';

/**
 * /create-sale: the wizard with empty values, for signed-in users; /create-sale?event={slug}, a sale
 * registering for that community sale day (issue 25).
 */
export function CreateSalePage() {
  const t = useT('wizard');
  const noun = useProductNoun();
  const eventSlug = new URLSearchParams(useSearch()).get('event');
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
      {() =>
        eventSlug !== null ? (
          <EventSaleWizard key={eventSlug} slug={eventSlug} heading={heading} />
        ) : (
          <div className="mx-auto w-full max-w-3xl px-4 py-6">
            {heading}
            <SaleWizard saleId={null} initialValues={emptyWizardValues()} />
          </div>
        )
      }
    </RequireSignIn>
  );
}
