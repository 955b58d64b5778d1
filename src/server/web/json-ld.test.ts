import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { parseHtml } from '../test-support/markup';
import { engines } from '../test-support/test-database';
import { createSeoWorld, type SeoWorld } from './seo.fixtures';

const ORIGIN = 'https://sales.parkland.example';
const TRICKY_TITLE = 'Big </script><script>alert(1)</script> <!-- sale & more';

describe.each(engines)("a sale page's schema.org Event on %s", (engine) => {
  let w: SeoWorld;
  let app: App;
  let year: number;
  const ids = { summer: 0, winter: 0, ended: 0 };

  beforeAll(async () => {
    // A zone that still has daylight time (from tzdata 2026c Edmonton keeps UTC-6 all year).
    w = await createSeoWorld(engine, { TIMEZONE: 'America/Winnipeg' });
    app = await w.appWith({ PUBLIC_URL: ORIGIN, GEOCODER_COUNTRY_CODES: 'ca' });
    year = Number(w.today.slice(0, 4)) + 1;
    ids.summer = await w.sale({
      title: TRICKY_TITLE,
      description: 'Tools, toys\nand a canoe.',
      address: '12 Lake Drive',
      city: 'Stony Plain',
      neighborhood: 'Old Town',
      position: { lat: 53.5264, lng: -114.0061 },
      startDate: `${year}-07-04`,
      endDate: `${year}-07-05`,
      schedule: [
        { date: `${year}-07-04`, startTime: '08:00', endTime: '14:00' },
        { date: `${year}-07-05`, startTime: '09:00', endTime: '15:30' },
      ],
      photos: [{ url: 'second.jpg' }, { url: 'cover.jpg', isFeatured: true }, { url: '/uploads/third.jpg' }],
    });
    ids.winter = await w.sale({
      title: 'Winter sale',
      city: 'Nowhere Town',
      startDate: `${year}-01-10`,
      endDate: `${year}-01-10`,
      schedule: [{ date: `${year}-01-10`, startTime: '10:00', endTime: '16:00' }],
    });
    ids.ended = await w.sale({ title: 'Over', startDate: w.day(-3), endDate: w.day(-3) });
  });
  afterAll(() => w.close());

  async function page(target: App, id: number, headers: Record<string, string> = {}) {
    const response = await target.inject({
      method: 'GET',
      url: `/garage-sales/${id}`,
      headers: { accept: 'text/html', ...headers },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  function events(html: string): Record<string, unknown>[] {
    const scripts = [...parseHtml(html).querySelectorAll('script[type="application/ld+json"]')];
    return scripts.map((script) => JSON.parse(script.textContent ?? ''));
  }

  it('describes the sale field by field, with absolute links from PUBLIC_URL', async () => {
    const html = await page(app, ids.summer);
    const found = events(html);
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: TRICKY_TITLE,
      description: 'Tools, toys\nand a canoe.',
      // Edmonton keeps daylight time in July: UTC-6.
      startDate: `${year}-07-04T08:00:00-05:00`,
      endDate: `${year}-07-05T15:30:00-05:00`,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: '12 Lake Drive, Old Town',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 Lake Drive',
          addressLocality: 'Stony Plain',
          addressRegion: 'AB',
          addressCountry: 'CA',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 53.5264, longitude: -114.0061 },
      },
      image: [`${ORIGIN}/uploads/cover.jpg`, `${ORIGIN}/uploads/second.jpg`, `${ORIGIN}/uploads/third.jpg`],
      url: `${ORIGIN}/garage-sales/${ids.summer}`,
    });
  });

  it("cannot be closed early by a title holding '</script>' or '<!--'", async () => {
    const html = await page(app, ids.summer);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- sale');
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toMatch(/[<>]/);
    expect(block).toContain('\\u003c/script\\u003e');
  });

  it('gives a winter sale the standard-time offset, and no region for a city outside the list', async () => {
    const [event] = events(await page(w.t.app, ids.winter, { host: 'evil.example' }));
    expect(event?.startDate).toBe(`${year}-01-10T10:00:00-06:00`);
    expect(event?.endDate).toBe(`${year}-01-10T16:00:00-06:00`);
    expect(event?.location).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: '1 Main Street', addressLocality: 'Nowhere Town' },
    });
    const address = (event?.location as { address: Record<string, unknown> } | undefined)?.address;
    expect(address).not.toHaveProperty('addressRegion');
    expect(address).not.toHaveProperty('addressCountry');
    expect(event).not.toHaveProperty('image');
    expect(event).not.toHaveProperty('description');
    // No PUBLIC_URL: a relative link rather than the Host header's name.
    expect(event?.url).toBe(`/garage-sales/${ids.winter}`);
  });

  it('keeps an ended sale scheduled, its endDate in the past saying it is over', async () => {
    const [event] = events(await page(app, ids.ended));
    expect(event?.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(Date.parse(String(event?.endDate))).toBeLessThan(Date.now());
  });
});
