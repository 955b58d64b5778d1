import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema';
import { insertUser } from '../../../src/server/tools/factories';
import { TRUSTED_REPORTERS } from './admin-account';

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** Writes TRUSTED_REPORTERS into a new data directory before the app starts on it: confirmed, a month old. */
export async function seedTrustedReporters(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    for (const reporter of TRUSTED_REPORTERS) {
      const user = await insertUser(database.db, reporter);
      await database.db
        .update(users)
        .set({ emailVerified: true, createdAt: new Date(Date.now() - MONTH_MS) })
        .where(eq(users.id, user.id));
    }
  } finally {
    await database.close();
  }
}
