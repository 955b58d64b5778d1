import { titleCase } from '../../../shared/text';
import { RequireSignIn } from '../../components/guards/sign-in-required';
import { useDocumentTitle, useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { SaleWizard } from './sale-wizard';
import { emptyWizardValues } from './wizard-values';

/** /create-sale: the wizard with empty values, for signed-in users. */
export function CreateSalePage() {
  const t = useT('wizard');
  const noun = useProductNoun();
  useDocumentTitle(t('create.documentTitle'));
  return (
    <RequireSignIn description={t('create.signIn', { productSingular: noun.singular })}>
      {() => (
        <div className="mx-auto w-full max-w-3xl px-4 py-6">
          <h1 className="mb-5 text-2xl font-bold tracking-tight text-neutral-900">
            {t('create.heading', {
              productSingular: noun.singular,
              productSingularTitle: titleCase(noun.singular),
            })}
          </h1>
          <SaleWizard saleId={null} initialValues={emptyWizardValues()} />
        </div>
      )}
    </RequireSignIn>
  );
}
