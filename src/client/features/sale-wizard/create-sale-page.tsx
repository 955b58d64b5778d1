import { titleCase } from '../../../shared/text';
import { RequireSignIn } from '../../components/guards/sign-in-required';
import { useDocumentTitle, useProductNoun } from '../../lib/config';
import { SaleWizard } from './sale-wizard';
import { emptyWizardValues } from './wizard-values';

/** /create-sale: the wizard with empty values, for signed-in users. */
export function CreateSalePage() {
  const noun = useProductNoun();
  useDocumentTitle('Create Sale');
  return (
    <RequireSignIn description={`Please sign in to create a ${noun.singular}`}>
      {() => (
        <div className="mx-auto w-full max-w-3xl px-4 py-6">
          <h1 className="mb-5 text-2xl font-bold tracking-tight text-neutral-900">
            Create {titleCase(noun.singular)}
          </h1>
          <SaleWizard saleId={null} initialValues={emptyWizardValues()} />
        </div>
      )}
    </RequireSignIn>
  );
}
