import fs from 'node:fs';
import { expect } from '@playwright/test';

export interface DeliveredMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Every message the sellers' instance sent to the test SMTP server (e2e-server.ts writes the file). */
function delivered(): DeliveredMail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file || !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DeliveredMail);
}

/** Waits for the `count`-th message to `address` whose subject contains `subject`, and answers it. */
export async function waitForMail(address: string, subject: string, count = 1): Promise<DeliveredMail> {
  let found: DeliveredMail[] = [];
  await expect
    .poll(
      () => {
        found = delivered().filter((mail) => mail.to.includes(address) && mail.subject.includes(subject));
        return found.length;
      },
      { timeout: 15_000, message: `mail "${subject}" to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1] as DeliveredMail;
}

/** The first link to `page` (a path such as '/reset-password') in a message's text. */
export function linkIn(mail: DeliveredMail, page: string): string {
  const match = new RegExp(`https?://\\S+${page}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in:\n${mail.text}`);
  return match[0];
}
