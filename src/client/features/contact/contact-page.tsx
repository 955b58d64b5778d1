import { Mail } from 'lucide-react';
import { useConfig, useDocumentTitle, useProductNoun } from '../../lib/config';

/** Spec §2 /contact: the contact address, what to include, and the reply promise. */
export function ContactPage() {
  const { contactEmail } = useConfig();
  const noun = useProductNoun();
  useDocumentTitle('Report an Issue');
  const include = [
    'The address of the page (copy it from the address bar)',
    'What you were doing when the problem happened',
    'What you expected to happen',
    'What happened instead, and any message you saw',
    'Your device and browser (for example, iPhone with Safari, or Windows with Chrome)',
    `The title of the ${noun.singular} or a link to it, if it concerns one`,
  ];
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Report an Issue</h1>
      <p className="mt-3 text-neutral-700">
        Found something that does not work, or a listing that should not be here? Tell us and we will look
        into it.
      </p>
      <section
        className="mt-8 rounded-xl border border-neutral-200 bg-white p-6 shadow-sm"
        aria-labelledby="contact-email"
      >
        <h2 id="contact-email" className="text-lg font-semibold text-neutral-900">
          Email us
        </h2>
        <a
          href={`mailto:${contactEmail}`}
          className="mt-2 inline-flex items-center gap-2 text-lg font-medium break-all text-green-800 underline-offset-4 hover:underline"
        >
          <Mail className="size-5 shrink-0" aria-hidden="true" />
          {contactEmail}
        </a>
        <h2 className="mt-6 text-lg font-semibold text-neutral-900">What to include</h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-neutral-800">
          {include.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-6 text-neutral-700">We typically reply within 24 hours.</p>
      </section>
    </div>
  );
}
