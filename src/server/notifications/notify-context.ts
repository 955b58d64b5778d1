import type { AppConfig } from '../config';
import type { Db } from '../db/client';

/** What the scheduler's jobs need: the database and the settings (site name, links, time zone, timings). */
export interface NotifyContext {
  db: Db;
  config: Pick<AppConfig, 'siteName' | 'publicUrl' | 'host' | 'port' | 'timeZone' | 'notifications'>;
}
