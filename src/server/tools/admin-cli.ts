import { pathToFileURL } from 'node:url';
import { resetLinkForOperator } from '../admin/users/account-actions';
import { findUserByEmail, listAdminRows } from '../admin/users/admin-users.repo';
import { demoteUser, promoteUser } from '../admin/users/admin-users.service';
import { ConfigError, loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { HttpError } from '../errors';
import { type MailSite, mailSiteOf } from '../mail/site-links';
import { runCommand } from './run-command';

/** `npm run admin -- <command>`: who administers the site, from the operator's shell. */

export const USAGE = `Usage:
  npm run admin -- promote <email>   make the account an administrator
  npm run admin -- demote <email>    make an administrator a plain user (never the last one)
  npm run admin -- list              list the administrators
  npm run admin -- reset-link <email>  print a one-hour password-reset link for the account (logged)`;

export const LOCKED_MESSAGE =
  'Stop the app first (it holds the embedded database), or use ADMIN_EMAIL and ADMIN_PASSWORD at start.';

export type AdminCommand =
  | { name: 'promote'; email: string }
  | { name: 'demote'; email: string }
  | { name: 'reset-link'; email: string }
  | { name: 'list' };

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** The command the arguments name, or undefined (then the usage is shown). */
export function parseAdminArgs(args: string[]): AdminCommand | undefined {
  const [name, email, ...rest] = args;
  if (rest.length > 0) return undefined;
  if (name === 'list') return email === undefined ? { name } : undefined;
  const withEmail = name === 'promote' || name === 'demote' || name === 'reset-link';
  if (withEmail && email?.includes('@')) return { name, email };
  return undefined;
}

/** Runs one command on an open database; answers the process's exit code. `site` makes links. */
export async function runAdminCommand(
  command: AdminCommand,
  db: Db,
  out: Output,
  site: MailSite,
): Promise<number> {
  if (command.name === 'list') {
    const admins = await listAdminRows(db);
    if (admins.length === 0) out.log('No administrators.');
    for (const admin of admins) {
      const name = [admin.firstName, admin.lastName].filter(Boolean).join(' ');
      out.log(name ? `${admin.email} (${name})` : admin.email);
    }
    return 0;
  }
  const account = await findUserByEmail(db, command.email);
  if (!account) {
    out.error(`No account with the email ${command.email}`);
    return 1;
  }
  if (command.name === 'reset-link') {
    // Administrators never see reset links (the Outbox hides them); the operator, who holds the database
    // anyway, may make one to hand over, e.g. on a site without SMTP_URL.
    out.log(await resetLinkForOperator(db, site, account.id));
    out.log(`It works once, for one hour, and signs in whoever opens it: give it to ${account.email} only.`);
    return 0;
  }
  try {
    if (command.name === 'promote') {
      if (account.userType === 'admin') {
        out.log(`${account.email} is already an administrator.`);
        return 0;
      }
      await promoteUser(db, null, account.id);
      out.log(`${account.email} is now an administrator.`);
      return 0;
    }
    if (account.userType !== 'admin') {
      out.log(`${account.email} is not an administrator.`);
      return 0;
    }
    await demoteUser(db, null, account.id);
    out.log(`${account.email} is now a plain user.`);
    return 0;
  } catch (error) {
    // The refusals of the service (the last administrator, an account deleted meanwhile) are the answer.
    if (!(error instanceof HttpError)) throw error;
    out.error(error.message);
    return 1;
  }
}

async function main(): Promise<number> {
  const command = parseAdminArgs(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  await import('../load-env');
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(LOCKED_MESSAGE);
    return 1;
  }
  try {
    return await runAdminCommand(command, database.db, console, mailSiteOf(config));
  } finally {
    await database.close();
  }
}

// Run as a script only: the tests import the functions above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCommand(main, [ConfigError]);
}
