import http from 'node:http';
import sharp from 'sharp';

/** A tile request as the tile server saw it: when (ms), its path and the Referer it carried (null: none). */
export interface TileRequest {
  at: number;
  path: string;
  referer: string | null;
}

/** The path on the tile server that answers the latest tile requests it served, as JSON (TileRequest[]). */
export const TILE_REQUESTS_PATH = '/_requests';
/** How many of the latest tile requests it keeps. */
const KEPT = 500;

/**
 * The map's tiles come from OpenStreetMap, which this machine cannot reach. This server speaks the same
 * protocol (GET /{z}/{x}/{y}.png -> a 256x256 PNG) on 127.0.0.1, and records what it served with the
 * Referer of each request (OpenStreetMap's tile usage policy requires one), for the tests to read at
 * TILE_REQUESTS_PATH.
 */
export async function startTileServer(port: number): Promise<{ close: () => Promise<void>; url: string }> {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 236, g: 240, b: 232 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><path d="M0 128H256M128 0V256" stroke="#cfd8c8" stroke-width="2"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const served: TileRequest[] = [];
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === TILE_REQUESTS_PATH) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(served));
      return;
    }
    if (request.method === 'GET' && /^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      served.push({ at: Date.now(), path: request.url ?? '', referer: request.headers.referer ?? null });
      if (served.length > KEPT) served.splice(0, served.length - KEPT);
      response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
      response.end(tile);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
