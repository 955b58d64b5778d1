import { describe, expect, it } from 'vitest';
import { type AppConfig, ConfigError, loadConfig } from '../config';

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

/** One environment variable's cases: what it is when unset, the values it reads and those it refuses. */
export interface SettingCases {
  variable: string;
  /** Where the configuration keeps what the variable says. */
  read: (config: AppConfig) => unknown;
  /** The first test's name, which says what an unset or empty variable means. */
  unsetTitle: string;
  unset: unknown;
  /** Values and what the configuration holds for each. */
  reads: [string, unknown][];
  refuses: string[];
  /** The words every refusal has after `VARIABLE="value"`. */
  reason: string;
}

/** The tests each simple setting gets, under a describe named after its variable. */
export function describeSetting({ variable, read, unsetTitle, unset, reads, refuses, reason }: SettingCases) {
  describe(variable, () => {
    it(unsetTitle, () => {
      expect(read(loadTestConfig({}))).toEqual(unset);
      expect(read(loadTestConfig({ [variable]: '' }))).toEqual(unset);
    });

    it.each(reads)('reads %s as %j', (value, expected) => {
      expect(read(loadTestConfig({ [variable]: value }))).toEqual(expected);
    });

    it.each(refuses)('refuses %s with a message naming the variable', (value) => {
      const message = configFailure({ [variable]: value });
      expect(message).toContain(`${variable}=${JSON.stringify(value)}`);
      expect(message).toContain(reason);
    });
  });
}
