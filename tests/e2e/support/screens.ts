import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Where browser tests leave the screenshots a developer looks at (the guide: look at what you build):
 * under the test run's own output unless E2E_SCREENS_DIR names another folder, never a fixed path of
 * one machine. One folder per area, made if missing.
 */
export function screensDir(area: string): string {
  const dir = path.resolve(process.env.E2E_SCREENS_DIR ?? 'test-results/screens', area);
  mkdirSync(dir, { recursive: true });
  return dir;
}
