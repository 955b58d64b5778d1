// A seller's visit through a client generated from the app's OpenAPI document (openapi-typescript's types,
// openapi-fetch's calls): src/server/openapi/generated-client.test.ts generates `./api.d.ts` beside a copy
// of this file, typechecks both with the project's tsc, then runs it with node against a listening app:
//   node seller-scenario.ts <baseUrl> <email> <password> <photo.jpg> <city> <categoryId> <YYYY-MM-DD>
// No casts and no parsing of our own: what it sends and reads is what the document says.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import createClient from 'openapi-fetch';
import type { paths } from './api';

function argument(index: number): string {
  const value = process.argv[2 + index];
  if (value === undefined) throw new Error(`argument ${index + 1} is missing`);
  return value;
}
const baseUrl = argument(0);
const email = argument(1);
const password = argument(2);
const photoPath = argument(3);
const city = argument(4);
const day = argument(6);
const categoryId = Number(argument(5));
const log: string[] = [];

// Log in: the session cookie is the document's cookieAuth.
const guest = createClient<paths>({ baseUrl });
const login = await guest.POST('/api/auth/login', { body: { email, password } });
assert.equal(login.response.status, 200, JSON.stringify(login.error));
// A 200 is the signed-in user, or (while the account is under attack) word that a sign-in link was mailed.
assert.ok(login.data && 'email' in login.data, 'the login answer is the signed-in user');
assert.equal(login.data.email, email);
const session = login.response.headers.getSetCookie().find((cookie) => cookie.startsWith('gsf_session='));
assert.ok(session, 'the login answer sets the session cookie');
const seller = createClient<paths>({ baseUrl, headers: { cookie: session.split(';')[0] } });
log.push('logged in');

// Create a sale: scheduleData is a JSON array as text, as the document describes it.
const created = await seller.POST('/api/garage-sales', {
  body: {
    title: 'Generated client sale',
    description: 'Posted by a client generated from the OpenAPI document',
    address: '4 Typed Street',
    city,
    position: { lat: 53.53, lng: -114.0 },
    startDate: day,
    endDate: day,
    startTime: '08:00',
    endTime: '14:00',
    categoryIds: [categoryId],
    scheduleData: JSON.stringify([{ date: day, startTime: '08:00', endTime: '14:00' }]),
  },
});
assert.equal(created.response.status, 201, JSON.stringify(created.error));
assert.ok(created.data);
const id = created.data.id;
log.push(`created sale ${id}`);

// Upload a photo: the form's fields as the document types them (photos: Blob[]), sent as multipart.
const photo = await fs.openAsBlob(photoPath, { type: 'image/jpeg' });
const uploaded = await seller.POST('/api/garage-sales/{id}/photos', {
  params: { path: { id } },
  body: { featuredPhotoIndex: '0', photos: [photo] },
  bodySerializer(body) {
    const form = new FormData();
    if (body.featuredPhotoIndex !== undefined) form.append('featuredPhotoIndex', body.featuredPhotoIndex);
    for (const file of body.photos) form.append('photos', file, 'garage.jpg');
    return form;
  },
});
assert.equal(uploaded.response.status, 201, JSON.stringify(uploaded.error));
assert.equal(uploaded.data?.length, 1);
assert.equal(uploaded.data?.[0]?.isFeatured, true);
log.push('uploaded a photo');

// The list with filters finds it, with its thumbnail.
const listed = await guest.GET('/api/garage-sales', {
  params: { query: { city, categoryIds: String(categoryId), searchTerm: 'Generated' } },
});
assert.equal(listed.response.status, 200, JSON.stringify(listed.error));
const summary = listed.data?.find((sale) => sale.id === id);
assert.ok(summary, 'the filtered list has the new sale');
assert.ok(summary.featuredThumbnail, 'with its featured photo');
const filteredOut = await guest.GET('/api/garage-sales', {
  params: { query: { searchTerm: 'no such sale' } },
});
assert.equal(
  filteredOut.data?.some((sale) => sale.id === id),
  false,
);
log.push('listed with filters');

// Favourite it.
const favourite = await seller.POST('/api/favorites/{id}', { params: { path: { id } } });
assert.equal(favourite.response.status, 204, JSON.stringify(favourite.error));
const favourites = await seller.GET('/api/favorites/ids');
assert.deepEqual(favourites.data?.saleIds, [id]);
log.push('favourited');

// Plan: keep it in the account's plan, then plan the route from a starting point.
const kept = await seller.PUT('/api/plan', { body: { saleIds: [id] } });
assert.equal(kept.response.status, 200, JSON.stringify(kept.error));
assert.deepEqual(kept.data?.saleIds, [id]);
const route = await seller.POST('/api/plan/route', {
  body: { start: { lat: 53.54, lng: -114.01 }, stops: [{ saleId: id }], startDate: day, startTime: '08:00' },
});
assert.equal(route.response.status, 200, JSON.stringify(route.error));
const stop = route.data?.stops[0];
assert.ok(stop, 'the route visits the sale');
assert.equal(stop.saleId, id);
log.push(`planned: arrive ${stop.arrival}`);

// Calendars: text/calendar, read as text (openapi-fetch's documented parseAs for a non-JSON answer).
const saleCalendar = await guest.GET('/api/garage-sales/{id}/calendar.ics', {
  params: { path: { id } },
  parseAs: 'text',
});
assert.equal(saleCalendar.response.status, 200, JSON.stringify(saleCalendar.error));
assert.match(saleCalendar.response.headers.get('content-type') ?? '', /^text\/calendar/);
assert.match(saleCalendar.data ?? '', /^BEGIN:VCALENDAR\r\n[\s\S]*SUMMARY:Generated client sale/);
const planCalendar = await seller.POST('/api/plan/calendar.ics', {
  body: { stops: [{ saleId: id, date: day, arrival: stop.arrival, departure: stop.departure }] },
  parseAs: 'text',
});
assert.equal(planCalendar.response.status, 200, JSON.stringify(planCalendar.error));
assert.match(planCalendar.data ?? '', /^BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT/);
log.push('calendars');

// Delete it: gone from its own address, typed error and all.
const deleted = await seller.DELETE('/api/garage-sales/{id}', { params: { path: { id } } });
assert.equal(deleted.response.status, 204, JSON.stringify(deleted.error));
const gone = await guest.GET('/api/garage-sales/{id}', { params: { path: { id } } });
assert.equal(gone.response.status, 404);
assert.equal(typeof gone.error?.message, 'string');
log.push('deleted');

console.log(JSON.stringify({ saleId: id, steps: log }));
