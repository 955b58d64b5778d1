import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../mail/outbox';
import { createPhotoWorld, jpeg, type PhotoWorld } from '../photos/photos.fixtures';
import { createSignedInUser } from '../test-support/auth';
import { startTestGeocoder, type TestGeocoder } from '../test-support/geocoder-server';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { tokenMatches } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';
const AUTH = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line, e.g. sample(text, 'http_requests_total{method="GET",...}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('tokenMatches', () => {
  it('accepts only "Bearer <the token>"', () => {
    expect(tokenMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const header of [
      undefined,
      '',
      TOKEN,
      `bearer ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      'Bearer ',
      'Bearer x',
    ]) {
      expect(tokenMatches(header, TOKEN)).toBe(false);
    }
  });
});

describe('GET /metrics', () => {
  let world: PhotoWorld;
  let other: TestApp;
  let t: TestApp;
  const metrics = async (app = t.app) => {
    const response = await app.inject({ url: '/metrics', headers: AUTH });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    world = await createPhotoWorld('pglite');
    t = world.t;
    other = await createTestApp('pglite', { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await other.close();
    await world.t.close();
  });

  it('does not exist without METRICS_TOKEN (404)', async () => {
    // createPhotoWorld's app has no token.
    const response = await t.app.inject({ url: '/metrics', headers: AUTH });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a missing or wrong token with 401', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-wrong-token' },
      { authorization: TOKEN },
    ]) {
      const response = await other.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it("answers Prometheus' text format with the process metrics", async () => {
    const response = await other.app.inject({ url: '/metrics', headers: AUTH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE http_requests_total counter');
    expect(response.body).toContain('process_resident_memory_bytes');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts requests by route pattern, never the raw URL, and unmatched ones under one label', async () => {
    for (const id of [123456, 654321]) await other.app.inject({ url: `/api/garage-sales/${id}` });
    await other.app.inject({ url: '/no/such/page/1' });
    await other.app.inject({ url: '/no/such/page/2' });
    const text = await metrics(other.app);
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/garage-sales/:id",status_code="404"}'),
    ).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="(unmatched)",status_code="404"}')).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/garage-sales/:id",status_code="404"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('123456');
    expect(text).not.toContain('/no/such');
  });

  it("counts the list cache's hits and misses", async () => {
    const before = await metrics(other.app);
    const hits = sample(before, 'gsf_list_cache_lookups_total{result="hit"}') ?? 0;
    const misses = sample(before, 'gsf_list_cache_lookups_total{result="miss"}') ?? 0;
    await other.app.inject({ url: '/api/garage-sales?city=Metricsville' });
    await other.app.inject({ url: '/api/garage-sales?city=Metricsville' });
    await other.app.inject({ url: '/api/garage-sales?city=Metricsville' });
    const after = await metrics(other.app);
    expect(sample(after, 'gsf_list_cache_lookups_total{result="miss"}')).toBe(misses + 1);
    expect(sample(after, 'gsf_list_cache_lookups_total{result="hit"}')).toBe(hits + 2);
  });

  it('reports the mail waiting in the outbox (issue 12)', async () => {
    const before = sample(await metrics(other.app), 'gsf_mail_queued') ?? -1;
    expect(before).toBeGreaterThanOrEqual(0);
    await queueMail(other.database.db, {
      to: 'gauge@example.org',
      kind: 'test',
      eventKey: 'gauge',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(sample(await metrics(other.app), 'gsf_mail_queued')).toBe(before + 1);
  });

  it('counts stored photos, in its own registry: another app in the process does not see them', async () => {
    const saleId = await world.sale();
    const upload = await world.upload(saleId, world.owner, [
      { name: 'a.jpg', data: await jpeg() },
      { name: 'b.jpg', data: await jpeg(320, 240) },
    ]);
    expect(upload.statusCode).toBe(201);
    expect(await t.app.metrics.photosUploaded.get()).toMatchObject({ values: [{ value: 2 }] });
    expect(sample(await metrics(other.app), 'gsf_photos_uploaded_total')).toBe(0);
  });

  it("passes Prometheus' own lint (promtool check metrics) over the real output", async () => {
    await other.app.inject({ url: '/api/garage-sales' });
    const text = await metrics(other.app);
    // Debian's promtool (package prometheus; .ci/run installs it).
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    if (lint.error) throw new Error(`promtool is needed: apt-get install prometheus (${lint.error.message})`);
    expect(`${lint.stdout}${lint.stderr}`).toBe('');
    expect(lint.status).toBe(0);
    expect(text).toContain('# TYPE nodejs_active_handles gauge');
  });
});

describe('geocoding counts', () => {
  let geocoder: TestGeocoder;
  let t: TestApp;

  beforeAll(async () => {
    geocoder = await startTestGeocoder();
    t = await createTestApp('pglite', { GEOCODER_URL: geocoder.url, METRICS_TOKEN: TOKEN }, undefined, {
      geocoderIntervalMs: 0,
    });
  });
  afterAll(async () => {
    await t.close();
    await geocoder.close();
  });

  it('counts lookups the provider answered and those the cache answered', async () => {
    const { cookie } = await createSignedInUser(t.database.db);
    const query = { address: '4910 51 Avenue', city: 'Stony Plain' };
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({ url: '/api/geocode', query, headers: { cookie } });
      expect(response.statusCode).toBe(200);
    }
    const text = (await t.app.inject({ url: '/metrics', headers: AUTH })).body;
    expect(sample(text, 'gsf_geocode_lookups_total{provider="nominatim",source="provider"}')).toBe(1);
    expect(sample(text, 'gsf_geocode_lookups_total{provider="nominatim",source="cache"}')).toBe(1);
  });
});
