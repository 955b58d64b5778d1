import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './import-graph';
import { literalTextsIn } from './literal-text';

/*
 * Issue 24: no text outside the catalogues. Every words a client file shows come from `t('key')`; the
 * catalogues test (shared/i18n/catalogs.test.ts) checks that every key has both languages.
 */

/** Texts a client file may hold, with the reason. */
const ALLOWED: Record<string, { texts: string[]; why: string }> = {
  'src/client/lib/i18n.tsx': {
    texts: [
      'The site could not start. Please check your connection and try again.',
      'Le site n’a pas pu démarrer. Vérifiez votre connexion et réessayez.',
    ],
    why: 'shown when the catalogues themselves could not load, so they cannot come from them',
  },
  'src/client/features/sale-wizard/photos/upload-photos.ts': {
    texts: [
      'Network error',
      'Invalid response format',
      'The server did not answer within 60 seconds.',
      'The upload made no progress for 30 seconds.',
      'Upload failed',
    ],
    why: "an upload's failures, named in English: photo-messages.ts shows each by its key",
  },
  'src/client/features/plan/share-link.ts': {
    texts: [
      'The stops must be sale ids separated by commas',
      'The stops must be sale ids',
      'Each sale may be a stop only once',
      'The start must be a latitude and a longitude',
      'The start is not a place on Earth',
      'The stay must be whole minutes',
      'Stay at most',
      'Invalid link',
    ],
    why: "the shared link's schema messages as the schema holds them: LINK_PROBLEMS shows each by its key",
  },
  'src/client/features/plan/use-route.ts': {
    texts: ['Could not plan the route. Please check your connection and try again.'],
    why: "the route's failure, named: the plan page shows it as route.failed",
  },
  'src/client/features/plan/plan-form.tsx': {
    texts: ['Your location', 'Give the minutes at each sale as a whole number'],
    why: "markers kept with the last route and the stay's schema message: shown by their keys (startLabelIn, form.stayWhole)",
  },
};

/** The files that draw what readers see: the client's sources, not its tests nor their helpers. */
function clientSources(): string[] {
  return fs
    .globSync('src/client/**/*.{ts,tsx}', { cwd: REPO })
    .filter((file) => !/\.(test|fixtures)\.tsx?$/.test(file) && !file.includes('/test-support/'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

describe('the literal text check (issue 24)', () => {
  it('finds a planted literal wherever a component shows text', () => {
    const planted = `
      import { toast } from 'sonner';
      export function Planted({ open, t }: { open: boolean; t: (key: string) => string }) {
        const hint = 'Could not save your sale';
        toast.error('Something went wrong');
        useDocumentTitle('My page');
        return (
          <section aria-label="Sale details" className="p-2 flex">
            Hello there
            {'Quoted words'}
            {open ? 'Hide' : t('show')}
            <img alt="A photo" src="/x.png" />
            <Field emptyText="Nothing yet" label={\`Title\`} />
            {t('ok')} · {42}
          </section>
        );
      }`;
    expect(literalTextsIn(planted).map(({ text, where }) => `${where}: ${text}`)).toEqual([
      'sentence: Could not save your sale',
      'call toast.error: Something went wrong',
      'call useDocumentTitle: My page',
      'attribute aria-label: Sale details',
      'text: Hello there',
      'child: Quoted words',
      'child: Hide',
      'attribute alt: A photo',
      'attribute emptyText: Nothing yet',
      'attribute label: Title',
    ]);
  });

  it('leaves keys (and texts naming keys), class names, symbols, numbers and developers’ messages alone', () => {
    const converted = `
      export function Converted({ t, count }: { t: (key: string, v?: object) => string; count: number }) {
        if (count < 0) throw new Error('The count cannot be negative here');
        const reasons = { 'Spam or scam': 'report.reason.spam' };
        console.warn(\`Left out \${count} unreadable items\`);
        return (
          <p className="text-sm text-gray-600" aria-label={t('list.label')} data-state="open">
            {t('list.count', { count })} · {count} × {Object.values(reasons).map((key) => t(key))}
          </p>
        );
      }`;
    expect(literalTextsIn(converted)).toEqual([]);
  });

  it('finds no literal text in the client: every text a reader sees is in the catalogues', () => {
    const left: string[] = [];
    for (const file of clientSources()) {
      const allowed = ALLOWED[file]?.texts ?? [];
      for (const found of literalTextsIn(fs.readFileSync(path.join(REPO, file), 'utf8'), file)) {
        if (!allowed.includes(found.text)) left.push(`${file}:${found.line} ${found.where}: ${found.text}`);
      }
    }
    expect(left).toEqual([]);
  });
});
