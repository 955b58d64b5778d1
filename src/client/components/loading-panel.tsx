import { useT } from '../lib/i18n';

/** The heights of a loading place: a whole screen's, or a list's under its screen's heading. */
const HEIGHTS = { screen: 'min-h-[40vh]', list: 'min-h-[30vh]' } as const;

/** What stands where a screen or a list will be while it loads: 'Loading…', announced as a status. */
export function LoadingPanel({ size = 'screen' }: { size?: keyof typeof HEIGHTS }) {
  const t = useT('shell');
  return (
    <div className={`grid ${HEIGHTS[size]} place-items-center`} role="status">
      <span className="text-neutral-600">{t('loading')}</span>
    </div>
  );
}
