import http from 'node:http';

/** Addresses the test geocoder knows, as a seller would type them (street, then the city chosen). */
export const KNOWN_ADDRESSES = [
  { address: '4910 51 Avenue', city: 'Stony Plain', lat: 53.5263, lng: -114.0026 },
  { address: '101 McLeod Avenue', city: 'Spruce Grove', lat: 53.5447, lng: -113.9121 },
  { address: '5220 52 Avenue', city: 'Wabamun', lat: 53.5566, lng: -114.4705 },
] as const;

export interface GeocoderRequest {
  path: string;
  params: URLSearchParams;
  userAgent: string | undefined;
  /** Date.now() when the request arrived. */
  at: number;
}

export interface TestGeocoder {
  /** The base address to configure as GEOCODER_URL (Google's endpoint is `${url}/maps/api/geocode/json`). */
  url: string;
  /** Every request received, oldest first; tests may empty it (`requests.length = 0`). */
  requests: GeocoderRequest[];
  close(): Promise<void>;
}

const clean = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const known = new Map(KNOWN_ADDRESSES.map((place) => [clean(`${place.address}, ${place.city}`), place]));

/** Words in the searched text that make the server misbehave, for the failure tests. */
const has = (text: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(text);

/**
 * A stand-in for Nominatim (GET /search?format=jsonv2&q=..., answering its real JSON shape) and for
 * Google's Geocoding API (GET /maps/api/geocode/json?address=...&key=...), on 127.0.0.1. The text may ask
 * for trouble: 'slow' (answers after 20 s), 'error' (500), 'redirect' (302 to /redirected), 'huge' (a
 * 1 MB answer without Content-Length), 'garbage' (not JSON), 'shapeless' (JSON of the wrong shape).
 * Google's endpoint refuses a key containing 'denied' (or the text 'denied') with REQUEST_DENIED, and
 * answers OVER_QUERY_LIMIT to a key containing 'overquota', OVER_DAILY_LIMIT to one with 'overdaily'.
 */
export async function startTestGeocoder(port = 0): Promise<TestGeocoder> {
  const requests: GeocoderRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({
      path: url.pathname,
      params: url.searchParams,
      userAgent: request.headers['user-agent'],
      at: Date.now(),
    });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const google = url.pathname === '/maps/api/geocode/json';
    if (url.pathname !== '/search' && !google) return json(404, { error: 'not found' });
    const text = (google ? url.searchParams.get('address') : url.searchParams.get('q')) ?? '';
    const place = known.get(clean(text));

    if (has(text, 'slow')) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        json(200, []);
      }, 20_000);
      timers.add(timer);
      return;
    }
    if (has(text, 'error')) return json(500, { error: 'internal error' });
    if (has(text, 'redirect')) {
      response.writeHead(302, { location: '/redirected' });
      return response.end();
    }
    if (has(text, 'huge')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[{"lat":"53.5","lon":"-114.0","display_name":"');
      for (let i = 0; i < 64; i += 1) response.write('x'.repeat(16 * 1024));
      return response.end('"}]');
    }
    if (has(text, 'garbage')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('<html><body>Service temporarily unavailable</body></html>');
    }
    if (has(text, 'shapeless')) return json(200, { error: { code: 400, message: 'Nothing to search for' } });

    if (google) {
      const key = url.searchParams.get('key') ?? '';
      if (!key || has(text, 'denied') || /denied/i.test(key)) {
        return json(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
      }
      if (/overquota/i.test(key)) {
        return json(200, { status: 'OVER_QUERY_LIMIT', error_message: 'You have exceeded your quota.' });
      }
      if (/overdaily/i.test(key)) {
        return json(200, { status: 'OVER_DAILY_LIMIT', error_message: 'Billing is not enabled.' });
      }
      if (!place) return json(200, { status: 'ZERO_RESULTS', results: [] });
      return json(200, {
        status: 'OK',
        results: [
          {
            formatted_address: `${place.address}, ${place.city}, AB, Canada`,
            geometry: { location: { lat: place.lat, lng: place.lng }, location_type: 'ROOFTOP' },
          },
        ],
      });
    }
    if (!place) return json(200, []);
    return json(200, [
      {
        place_id: 1,
        licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
        osm_type: 'way',
        osm_id: 1,
        lat: String(place.lat),
        lon: String(place.lng),
        category: 'building',
        type: 'house',
        place_rank: 30,
        importance: 0.00001,
        addresstype: 'building',
        name: '',
        display_name: `${place.address}, ${place.city}, Parkland County, Alberta, Canada`,
        boundingbox: [
          String(place.lat - 0.0001),
          String(place.lat + 0.0001),
          String(place.lng - 0.0001),
          String(place.lng + 0.0001),
        ],
      },
    ]);
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
