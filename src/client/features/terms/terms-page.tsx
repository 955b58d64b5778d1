import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { useDocumentTitle } from '../../lib/config';
import { termsQueryOptions } from '../../lib/queries';

/** Plain text as paragraphs: a blank line parts them, a single line break stays (no HTML is read). */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** /terms: the terms and conditions the register form asks to agree to (an administrator edits them). */
export function TermsPage() {
  useDocumentTitle('Terms and conditions');
  const terms = useQuery(termsQueryOptions);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Terms and conditions</h1>
      {terms.isError ? (
        <div className="mt-6">
          <LoadError title="The terms could not be loaded" onRetry={() => void terms.refetch()} />
        </div>
      ) : terms.isPending ? (
        <p className="mt-6 text-neutral-600" role="status">
          Loading…
        </p>
      ) : (
        <div className="mt-6 space-y-4 text-neutral-800" data-testid="terms-text">
          {paragraphsOf(terms.data.text).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order, never moved
            <p key={index} className="break-words whitespace-pre-line">
              {paragraph}
            </p>
          ))}
          {terms.data.updatedAt && (
            <p className="text-sm text-neutral-600">
              Last changed {new Date(terms.data.updatedAt).toLocaleDateString()}.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
