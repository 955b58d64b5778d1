import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, OUT_OF_SPACE_MESSAGE } from '../errors';

/**
 * The disk that holds DATA_DIR (the embedded database, the uploads folder and the uploads being received)
 * is kept from filling up (decision 0024). PGlite survives a data file it cannot extend (a clean error,
 * PostgreSQL's disk_full), but a checkpoint that cannot write ends its WebAssembly runtime, and with it
 * every later query. So writes are refused with 507 while less than DISK_RESERVE_MB is free, /readyz says
 * why, and the app comes back by itself once there is room: the free space is read again at every write.
 */

const MB = 1_048_576;

export interface DiskSpace {
  freeBytes: number;
  reserveBytes: number;
  /** Free space at or above the reserve. */
  ok: boolean;
}

export async function freeBytes(dir: string): Promise<number> {
  const stats = await fs.promises.statfs(dir);
  return stats.bavail * stats.bsize;
}

export const megabytes = (bytes: number) => `${Math.floor(bytes / MB)} MB`;

/** The words of a start refused, or of a write refused, for the operator (with the path). */
export function noSpaceMessage(
  dataDir: string,
  space: Pick<DiskSpace, 'freeBytes' | 'reserveBytes'>,
): string {
  return (
    `No space left on the disk that holds DATA_DIR (${dataDir}): ${megabytes(space.freeBytes)} free, ` +
    `and the app keeps ${megabytes(space.reserveBytes)} in reserve (DISK_RESERVE_MB) so that the ` +
    'embedded database can always finish what it writes. Free some space or give the disk more.'
  );
}

export class DiskFullError extends Error {}

/** Reads the free space of the disk under `dir` and says whether it is above the reserve. */
export async function diskSpace(dir: string, reserveBytes: number): Promise<DiskSpace> {
  const free = await freeBytes(dir);
  return { freeBytes: free, reserveBytes, ok: free >= reserveBytes };
}

/** At start: refuses (DiskFullError, with the path) when DATA_DIR's disk is under the reserve. */
export async function assertRoomToStart(dataDir: string, reserveBytes: number): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const space = await diskSpace(dataDir, reserveBytes);
  if (!space.ok) throw new DiskFullError(noSpaceMessage(dataDir, space));
}

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** Remembers the last reading so that the log tells each change once, not every refused request. */
export function createSpaceWatch(dataDir: string, reserveBytes: number, log: Logger) {
  let wasOk = true;
  return async function read(): Promise<DiskSpace> {
    const space = await diskSpace(dataDir, reserveBytes);
    if (wasOk && !space.ok) {
      log.warn(
        { code: 'ENOSPC', freeBytes: space.freeBytes, reserveBytes },
        `ENOSPC: ${noSpaceMessage(dataDir, space)} Writes answer 507 until there is room.`,
      );
    } else if (!wasOk && space.ok) {
      log.info(
        { freeBytes: space.freeBytes },
        `disk space is back (${megabytes(space.freeBytes)} free): writes accepted again`,
      );
    }
    wasOk = space.ok;
    return space;
  };
}

/** Writes that need no room: they compute an answer and store nothing. */
const WRITES_NOTHING = new Set(['/api/plan/route', '/api/plan/calendar.ics']);
/** With a PostgreSQL server only photo uploads use DATA_DIR (received there, and kept there on disk). */
const UPLOAD_ROUTE = '/api/garage-sales/:id/photos';

function mayWrite(request: FastifyRequest, embedded: boolean): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
  const route = request.routeOptions.url ?? '';
  if (!route.startsWith('/api/') || WRITES_NOTHING.has(route)) return false;
  return embedded || route === UPLOAD_ROUTE;
}

/** The guard on writes and the `disk` readiness check; DISK_RESERVE_MB=0 turns both off. */
export function registerDiskSpaceGuard(app: FastifyInstance): void {
  const { dataDir, diskReserveBytes } = app.config;
  if (diskReserveBytes <= 0) return;
  const read = createSpaceWatch(dataDir, diskReserveBytes, app.log);
  const embedded = app.database.kind === 'pglite';
  app.addHook('onRequest', async (request) => {
    if (!mayWrite(request, embedded)) return;
    // A folder that cannot be read (gone, unmounted) is the storage check's to report, not a 500 here.
    const space = await read().catch(() => undefined);
    if (space && !space.ok) throw new HttpError(507, OUT_OF_SPACE_MESSAGE);
  });
  app.readinessChecks.push({
    name: 'disk',
    shownReason: true,
    run: async () => {
      const space = await read().catch(() => {
        throw new Error('the free space of the disk that holds DATA_DIR cannot be read');
      });
      if (!space.ok) {
        throw new Error(
          `out of storage space: ${megabytes(space.freeBytes)} free on the disk that holds DATA_DIR, ` +
            `under the ${megabytes(space.reserveBytes)} reserve`,
        );
      }
    },
  });
}
