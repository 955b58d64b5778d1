import http from 'node:http';

export interface TestRouter {
  url: string;
  /** Paths asked, oldest first (with their query). */
  requests: string[];
  /** What the next answers are: OSRM's real shapes, a refusal (`code` not 'Ok'), or an HTTP error. */
  mode: 'ok' | 'no-route' | 'error';
  /** Seconds between two places, by 'lng,lat' text; any other pair takes `otherSeconds`. */
  seconds: Map<string, number>;
  otherSeconds: number;
  close(): Promise<void>;
}

/**
 * A stand-in for OSRM on 127.0.0.1: GET /table/v1/driving/{lng,lat;...}?annotations=duration answers
 * {code:'Ok', durations} from the test's known seconds, GET /route/v1/driving/{coords} a straight
 * LineString through the coordinates.
 */
export async function startTestRouter(): Promise<TestRouter> {
  const router = {
    requests: [],
    mode: 'ok',
    seconds: new Map(),
    otherSeconds: 3600,
  } as unknown as TestRouter;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    router.requests.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (router.mode === 'error') return json(500, { message: 'down' });
    if (router.mode === 'no-route') return json(400, { code: 'NoRoute', message: 'Impossible route' });
    const match = /^\/(table|route)\/v1\/driving\/([^/]+)$/.exec(url.pathname);
    if (!match) return json(404, { code: 'InvalidUrl' });
    const places = decodeURIComponent(match[2] as string).split(';');
    if (match[1] === 'table') {
      const durations = places.map((from, i) =>
        places.map((to, j) => (i === j ? 0 : (router.seconds.get(`${from}>${to}`) ?? router.otherSeconds))),
      );
      return json(200, { code: 'Ok', durations });
    }
    const coordinates = places.map((place) => place.split(',').map(Number));
    return json(200, { code: 'Ok', routes: [{ geometry: { type: 'LineString', coordinates } }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  router.url = `http://127.0.0.1:${address.port}`;
  router.close = () => new Promise((resolve) => server.close(() => resolve()));
  return router;
}
