import dotenv from 'dotenv';

// An optional .env beside package.json; real environment variables win. Quiet: no banner on start.
dotenv.config({ quiet: true });
