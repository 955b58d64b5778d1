import type { PGlite } from '@electric-sql/pglite';

/**
 * What a restore turns back, and what it must not bring back to life. The backup's sessions include some
 * that were signed out since, and its one-time links (password reset, email confirmation, and any other
 * kind of mailed link) include some that were used since: a restore ends every session and voids every
 * such link, so nobody is signed in again and no used link works twice. Links are found by their shape
 * (a table with token_hash, expires_at and used_at: every one-time link the app mails), not by listing
 * kinds, so a kind added later is voided too; unsubscribe links, which must keep working, have no used_at.
 */

export interface Counts {
  users: number;
  sales: number;
  photos: number;
  favorites: number;
}

export interface Voided {
  sessions: number;
  /** Links voided, by table. */
  links: Record<string, number>;
  /** Mail queued in the backup and not sent then: it goes out when the app starts. */
  queuedMail: number;
}

async function tableExists(database: PGlite, table: string): Promise<boolean> {
  const result = await database.query<{ found: boolean }>('select to_regclass($1) is not null as found', [
    `public.${table}`,
  ]);
  return result.rows[0]?.found ?? false;
}

/** Rows of a table (none when a backup's schema predates it). */
async function count(database: PGlite, table: string, where = 'true'): Promise<number> {
  if (!(await tableExists(database, table))) return 0;
  const result = await database.query<{ n: number }>(
    `select count(*)::int as n from "${table}" where ${where}`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function countData(database: PGlite): Promise<Counts> {
  return {
    users: await count(database, 'users'),
    sales: await count(database, 'garage_sales'),
    photos: await count(database, 'photos'),
    favorites: await count(database, 'favorites'),
  };
}

/** The tables of one-time mailed links in this database. */
async function linkTables(database: PGlite): Promise<string[]> {
  const { rows } = await database.query<{ table_name: string }>(
    `select table_name from information_schema.columns
       where table_schema = 'public' and column_name in ('token_hash', 'expires_at', 'used_at')
       group by table_name having count(*) = 3 order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Ends every session and voids every one-time link of the restored database, in one transaction. */
export async function voidSessionsAndLinks(database: PGlite): Promise<Voided> {
  const tables = await linkTables(database);
  const queuedMail = await count(database, 'mail_outbox', "status = 'queued'");
  return database.transaction(async (tx) => {
    const sessions = (await tx.query('delete from sessions')).affectedRows ?? 0;
    const links: Record<string, number> = {};
    for (const table of tables) links[table] = (await tx.query(`delete from "${table}"`)).affectedRows ?? 0;
    return { sessions, links, queuedMail };
  });
}
