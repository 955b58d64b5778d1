import * as z from 'zod/mini';

/*
 * The browser's schemas are zod/mini (docs/decisions/0020), which loads no locale: a check without a
 * message of its own would read "Invalid input". Classic zod set the English locale when first imported;
 * this does the same once, in the first script (about 0.9 KB gzip), so the forms' default messages are
 * the server's and never depend on which screen loaded first.
 */
z.config(z.locales.en());
