import { describe, expect, it } from 'vitest';
import { describeSetting, configFailure as failure, loadTestConfig as load } from './test-support/config-env';

describeSetting({
  variable: 'TRUST_PROXY',
  read: (config) => config.trustProxy,
  unsetTitle: 'is off by default and when empty',
  unset: false,
  reads: [
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, ::1, fd00::/8', ['10.0.0.0/8', '::1', 'fd00::/8']],
    ['loopback,172.16.0.0/12', ['loopback', '172.16.0.0/12']],
  ],
  refuses: ['yes', '-1', '10.0.0.0/33', '10.0.0/8', 'proxy.example.org', '10.0.0.1,,10.0.0.2', '::1/129'],
  reason:
    'must be true, false, a number of proxy hops, or a comma-separated list of IP addresses or CIDR ranges',
});

describeSetting({
  variable: 'PUBLIC_URL',
  read: (config) => config.publicUrl,
  unsetTitle: 'is unset by default and when empty',
  unset: undefined,
  reads: [
    ['https://sales.parkland.example', 'https://sales.parkland.example'],
    ['https://sales.parkland.example/', 'https://sales.parkland.example'],
    ['HTTP://Sales.Parkland.Example:8080', 'http://sales.parkland.example:8080'],
  ],
  refuses: [
    'sales.parkland.example',
    'ftp://sales.parkland.example',
    'https://sales.parkland.example/garage',
    'https://sales.parkland.example/?x=1',
    'https://sales.parkland.example/#top',
    'https://user:secret@sales.parkland.example',
    'https://',
  ],
  reason: 'must be an http(s) address with no path, such as https://sales.parkland.example',
});

describeSetting({
  variable: 'GEOCODER_URL',
  read: (config) => config.geocoderUrl,
  unsetTitle: 'is the public OpenStreetMap Nominatim by default and when empty',
  unset: 'https://nominatim.openstreetmap.org',
  reads: [
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://geo.parkland.example/', 'https://geo.parkland.example'],
    ['https://geo.parkland.example/nominatim/', 'https://geo.parkland.example/nominatim'],
  ],
  refuses: [
    'nominatim.openstreetmap.org',
    'ftp://geo.parkland.example',
    'https://geo.parkland.example/?key=1',
    'https://geo.parkland.example/#x',
    'https://user:secret@geo.parkland.example',
  ],
  reason: 'must be an http(s) address such as https://nominatim.openstreetmap.org',
});

describeSetting({
  variable: 'ROUTER_URL',
  read: (config) => config.routerUrl,
  unsetTitle: 'is unset by default and when empty (straight-line driving times)',
  unset: undefined,
  reads: [
    ['http://127.0.0.1:5000', 'http://127.0.0.1:5000'],
    ['https://router.parkland.example/osrm/', 'https://router.parkland.example/osrm'],
  ],
  refuses: [
    'router.parkland.example',
    'ftp://router.parkland.example',
    'https://router.parkland.example/?k=1',
  ],
  reason: 'must be an http(s) address such as https://router.example.org',
});

describeSetting({
  variable: 'GEOCODER_COUNTRY_CODES',
  read: (config) => config.geocoderCountryCodes,
  unsetTitle: 'is worldwide by default and when empty',
  unset: undefined,
  reads: [
    ['CA', 'ca'],
    ['ca, US', 'ca,us'],
  ],
  refuses: ['canada', 'ca,,us', 'c', 'ca;us'],
  reason: 'must be two-letter country codes separated by commas',
});

describeSetting({
  variable: 'REGISTER_LIMIT_PER_HOUR',
  read: (config) => config.registrationsPerHour,
  unsetTitle: 'is 10 by default and when empty',
  unset: 10,
  reads: [['1000', 1000]],
  refuses: ['0', '-1', '2.5', 'ten', '10000000'],
  reason: 'must be a whole number from 1 to 1000000',
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('are unset by default and when empty', () => {
    expect(load({}).admin).toBeUndefined();
    expect(load({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).admin).toBeUndefined();
  });

  it('read together (the email trimmed)', () => {
    expect(load({ ADMIN_EMAIL: ' boss@example.org ', ADMIN_PASSWORD: 'Secret123' }).admin).toEqual({
      email: 'boss@example.org',
      password: 'Secret123',
    });
  });

  it.each([
    [{ ADMIN_EMAIL: 'boss@example.org' }, 'ADMIN_PASSWORD is not set'],
    [{ ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: '' }, 'ADMIN_PASSWORD is not set'],
    [{ ADMIN_PASSWORD: 'Secret123' }, 'ADMIN_EMAIL is not set'],
  ])('refuses one without the other (%j)', (env, missing) => {
    const message = failure(env);
    expect(message).toContain(missing);
    expect(message).toContain('set both ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(message).not.toContain('Secret123');
  });

  it('refuses an address that is not one, naming the variable', () => {
    const message = failure({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'Secret123' });
    expect(message).toContain('ADMIN_EMAIL="boss": Invalid email address');
  });

  it.each([
    ['Sh0rt', 'Password must be at least 8 characters'],
    ['alllower123', 'Password must contain at least one uppercase letter'],
    ['ALLUPPER123', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere', 'Password must contain at least one number'],
    [`A1${'a'.repeat(127)}`, 'Password must be at most 128 characters'],
  ])('refuses the password %s as the register form would, without repeating it', (password, reason) => {
    const message = failure({ ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: password });
    expect(message).toContain(`ADMIN_PASSWORD=(hidden): ${reason}`);
    expect(message).not.toContain(password);
  });
});

describe('PHOTO_STORAGE and the S3 settings', () => {
  const S3 = { PHOTO_STORAGE: 's3', S3_BUCKET: 'garage-photos' };

  it('keeps photos on disk by default, whatever S3_* says', () => {
    expect(load({}).photoStorage).toEqual({ kind: 'disk' });
    expect(load({ PHOTO_STORAGE: '', S3_BUCKET: 'garage-photos' }).photoStorage).toEqual({ kind: 'disk' });
  });

  it('reads a self-hosted store: path-style by default when an endpoint is given, keys as a pair', () => {
    const config = load({
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PUBLIC_URL: 'https://cdn.example.org/photos/',
    });
    expect(config.photoStorage).toEqual({
      kind: 's3',
      bucket: 'garage-photos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.org/photos',
    });
  });

  it("reads AWS itself: no endpoint, virtual-host addresses, the SDK's own credentials", () => {
    expect(load({ ...S3, S3_REGION: 'ca-central-1' }).photoStorage).toMatchObject({
      endpoint: undefined,
      region: 'ca-central-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
    expect(load({ ...S3, S3_FORCE_PATH_STYLE: '1' }).photoStorage).toMatchObject({ forcePathStyle: true });
    expect(
      load({ ...S3, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).photoStorage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('stops with a clear message when PHOTO_STORAGE=s3 has no bucket', () => {
    expect(failure({ PHOTO_STORAGE: 's3' })).toContain(
      'S3_BUCKET is not set: PHOTO_STORAGE=s3 needs the bucket to keep photos in',
    );
  });

  it('wants both keys or neither, and never repeats the secret', () => {
    expect(failure({ ...S3, S3_ACCESS_KEY_ID: 'AKIA' })).toContain('S3_SECRET_ACCESS_KEY is not set');
    expect(failure({ ...S3, S3_SECRET_ACCESS_KEY: 'hush' })).toContain('S3_ACCESS_KEY_ID is not set');
    const message = failure({ ...S3, S3_SECRET_ACCESS_KEY: 'hush-hush', S3_ENDPOINT: 'ftp://x' });
    expect(message).not.toContain('hush-hush');
  });

  it.each([
    ['PHOTO_STORAGE', 'bucket', 'must be disk or s3'],
    ['S3_BUCKET', 'Has_Capitals', 'must be a bucket name'],
    ['S3_ENDPOINT', 'ftp://files.example.org', 'must be an http(s) address'],
    ['S3_ENDPOINT', 'http://127.0.0.1:9000/?x=1', 'must be an http(s) address'],
    ['S3_PUBLIC_URL', 'cdn.example.org', 'must be an http(s) address'],
    ['S3_FORCE_PATH_STYLE', 'yes', 'must be true or false'],
  ])('refuses %s=%s', (name, value, text) => {
    const message = failure({ ...S3, [name]: value });
    expect(message).toContain(`${name}=${JSON.stringify(value)}`);
    expect(message).toContain(text);
  });
});
