import '../load-env';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createPhotoStore } from '../photo-store/photo-storage';
import { PhotoStoreUnreachableError } from '../photo-store/photo-store';
import { migratePhotos } from './photo-migration';
import { runCommand } from './run-command';

const HELP = `Usage:
  npm run photos -- migrate [--from <folder>]   copy local photo files into the configured store
  npm run photos -- check                       tell whether the configured photo store is reachable

migrate copies every photo file of the folder (default: DATA_DIR/uploads) that the store does not hold
yet. It can run while the app serves photos from that folder, be stopped, and run again: each run copies
only what is new and reports the counts.

Moving a running site from the uploads folder to S3 without downtime:
  1. Create the bucket. Leave the app running with PHOTO_STORAGE=disk (or unset).
  2. Run the copy with the bucket's settings in this command's environment only:
       PHOTO_STORAGE=s3 S3_BUCKET=... S3_ENDPOINT=... S3_ACCESS_KEY_ID=... S3_SECRET_ACCESS_KEY=... \\
         npm run photos -- migrate
  3. Run it again just before switching: it copies the photos uploaded meanwhile.
  4. Give the app PHOTO_STORAGE=s3 and the same S3_* settings, and restart it.
  5. Run the copy once more: photos uploaded between step 3 and the restart are copied (until then
     those few are missing from the site).
  6. Keep the uploads folder until the site has run well for a while, then remove it.
One bucket serves one database: the hourly orphan sweep removes objects no photo row points at.`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === '--help' || command === 'help') {
    console.log(HELP);
    return command ? 0 : 2;
  }
  const config = loadConfig();
  const store = createPhotoStore(config);
  try {
    if (command === 'check') {
      await store.check();
      console.log(`Photo storage (${store.description}) is reachable.`);
      return 0;
    }
    const from = rest[0] === '--from' && rest[1] ? path.resolve(rest[1]) : config.uploadsDir;
    if (command !== 'migrate' || (rest.length > 0 && !(rest[0] === '--from' && rest.length === 2))) {
      console.error(HELP);
      return 2;
    }
    if (store.kind === 'disk') {
      console.error('PHOTO_STORAGE is not s3: set it and the S3_* settings for this command (see --help).');
      return 2;
    }
    await store.check();
    console.log(`Copying the photo files of ${from} into ${store.description}...`);
    const report = await migratePhotos(from, store, (progress) => console.log(`  ${progress.copied} copied`));
    console.log(
      `Done: ${report.found} photo files, ${report.copied} copied, ${report.present} already in the store.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

runCommand(main, [ConfigError, PhotoStoreUnreachableError]);
