import type { Page } from '@playwright/test';

export const TEST_PASSWORD = 'Garage123';
let counter = 0;

export function uniqueEmail(prefix = 'seller'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.org`;
}

/**
 * A new account, signed in for `page` (its request context shares the browser's cookies). The browser
 * tests of the login screen itself go through the form instead.
 */
export async function registerThroughApi(
  page: Page,
  prefix = 'seller',
): Promise<{ id: number; email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, agreeTerms: true },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const user = (await response.json()) as { id: number };
  return { id: user.id, email, password: TEST_PASSWORD };
}

/** Signs `page` in as an existing account through the API. */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}
