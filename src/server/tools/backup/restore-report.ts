import type { RestoreResult } from './restore';
import type { Counts } from './restore-rewind';

/** How long ago, in the largest two units: "3 days 4 hours", "25 minutes". */
export function elapsed(from: Date, to: Date): string {
  let minutes = Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));
  const parts: string[] = [];
  for (const [unit, size] of [
    ['day', 1440],
    ['hour', 60],
    ['minute', 1],
  ] as const) {
    const n = Math.floor(minutes / size);
    minutes -= n * size;
    if (n > 0 && parts.length < 2) parts.push(`${n} ${unit}${n === 1 ? '' : 's'}`);
  }
  return parts.length > 0 ? parts.join(' ') : 'less than a minute';
}

const LABELS: Record<keyof Counts, string> = {
  users: 'accounts',
  sales: 'sales',
  photos: 'photos',
  favorites: 'favourites',
};

function changes(before: Counts | undefined, after: Counts): string {
  return (Object.keys(LABELS) as (keyof Counts)[])
    .map((key) =>
      before ? `${LABELS[key]} ${before[key]} -> ${after[key]}` : `${LABELS[key]} ${after[key]}`,
    )
    .join(', ');
}

/** What the operator reads after a restore: what was turned back, and what was ended or voided. */
export function describeRestore(
  backupDir: string,
  dataDir: string,
  result: RestoreResult,
  now = new Date(),
): string {
  const links = Object.values(result.voided.links).reduce((sum, n) => sum + n, 0);
  const byTable = Object.entries(result.voided.links)
    .map(([table, n]) => `${table}: ${n}`)
    .join(', ');
  const lines = [
    `Restored ${backupDir} into ${dataDir}.`,
    `It turns the site back to ${result.createdAt} (${elapsed(new Date(result.createdAt), now)} ago): ` +
      'everything written since is gone.',
    `  ${changes(result.before, result.after)}`,
    `  ${result.voided.sessions} sessions ended: everyone signs in again (a sign-out made since the backup holds).`,
    `  ${links} one-time links voided${byTable ? ` (${byTable})` : ''}: password-reset, email-confirmation ` +
      'and other mailed links sent before the restore no longer work; people ask for a new one.',
  ];
  if (result.voided.queuedMail > 0) {
    lines.push(
      `  ${result.voided.queuedMail} messages were waiting in the backup's outbox: they go out when the app ` +
        'starts (some may have been sent already after the backup was taken).',
    );
  }
  if (result.problems.length > 0) {
    lines.push(
      `  Restored with --force although photo files are missing:\n    ${result.problems.join('\n    ')}`,
    );
  }
  if (result.previous) lines.push(`The data it replaced was saved first: ${result.previous.dir}`);
  lines.push('Start the app as usual.');
  return lines.join('\n');
}
