import type { Db } from './client';

export interface SeedOptions {
  demoData: boolean;
  uploadsDir: string;
  timeZone: string;
}

export async function seedDatabase(_db: Db, _options: SeedOptions): Promise<void> {}
