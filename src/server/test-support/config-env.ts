import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../config';

/** The configuration an environment gives, with a data directory that is never written to. */
export const loadTestConfig = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: '/tmp/gsf-config', ...env });

/** The message of the ConfigError an environment is refused with (fails the test when it is accepted). */
export function configFailure(env: Record<string, string>): string {
  try {
    loadTestConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}
