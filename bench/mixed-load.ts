import autocannon from 'autocannon';

/**
 * A load of many paths at once, run in its own process by `runMixedLoad` (bench/load.ts): each request
 * takes the next path of a shuffled list, so the server sees the list, a sale's detail or a random filter
 * set as a crowd of shoppers would ask them. Reads its settings as JSON from argv[2], prints JSON.
 */
interface Settings {
  origin: string;
  paths: string[];
  connections: number;
  durationS: number;
  headers: Record<string, string>;
  timeoutS: number;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as Settings;
let next = 0;
const result = await autocannon({
  url: settings.origin,
  connections: settings.connections,
  duration: settings.durationS,
  timeout: settings.timeoutS,
  headers: settings.headers,
  requests: [
    {
      setupRequest: (request) => {
        next = (next + 1) % settings.paths.length;
        return { ...request, path: settings.paths[next] as string };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }),
);
