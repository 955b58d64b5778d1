import http from 'node:http';
import sharp from 'sharp';

/**
 * The map's tiles come from OpenStreetMap, which this machine cannot reach. This server speaks the same
 * protocol (GET /{z}/{x}/{y}.png -> a 256x256 PNG) on 127.0.0.1, and counts what it served.
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
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && /^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
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
