import '../../load-env';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { DataDirLockedError } from '../../db/data-dir-lock';
import { createPhotoStore } from '../../photo-store/photo-storage';
import { runCommand } from '../run-command';
import { DEMO_SELLER, type SeedReport, seedDatabase } from './seed';

/** `npm run db:seed`: migrates, then adds whatever seed data is missing (the app also does this at start). */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const reports: SeedReport[] = [];
  const store = createPhotoStore(config);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    prepare: async (db) => {
      reports.push(
        await seedDatabase(db, {
          demoData: config.demoData,
          uploadsDir: config.uploadsDir,
          store,
          timeZone: config.timeZone,
        }),
      );
    },
  });
  await database.close();
  await store.close();
  const referenceData = reports.some((report) => report.referenceData);
  const demoSales = reports.reduce((sum, report) => sum + report.demoSales, 0);
  console.log(
    [
      referenceData
        ? 'Added the reference data (cities, neighborhoods, categories).'
        : 'Reference data: present.',
      demoSales > 0
        ? `Added ${demoSales} demo sales owned by ${DEMO_SELLER.email} (password ${DEMO_SELLER.password}).`
        : config.demoData
          ? 'Demo sales: none added (the demo seller or other sales exist).'
          : 'Demo sales: off (DEMO_DATA=0).',
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    ].join('\n'),
  );
}

runCommand(main, [ConfigError, DataDirLockedError]);
