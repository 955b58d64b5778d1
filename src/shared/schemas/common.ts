import * as z from 'zod/mini';
import { msg } from '../i18n/messages';

/*
 * zod/mini, as every schema the browser loads (docs/decisions/0020): classic zod's chained methods would
 * keep its whole core, some 20 KB gzip, in Explore's first script. Server code and its classic schemas use
 * these through the function forms (z.optional(x), z.array(x), z.pipe(a, b) ...), which accept either kind.
 */

/** A calendar day as the spec writes it: 'YYYY-MM-DD', and a real date (no 2026-02-30). */
export const IsoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, msg('date.format')),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    // Year 0000 exists for JavaScript but not for PostgreSQL (1 BC is followed by AD 1).
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '0001';
  }, msg('date.notReal')),
);

export const CONTROL_CHARACTERS_MESSAGE = msg('text.controlCharacters');

/** A string schema of either kind (classic or mini): both add checks with `.check`, keeping their type. */
interface CheckableText<Self> extends z.core.$ZodType<string> {
  check(...checks: z.core.$ZodCheck<string>[]): Self;
}

/** Text without control characters: PostgreSQL cannot store a NUL, and no name or search needs one. */
export function noControlCharacters<T extends CheckableText<T>>(schema: T): T {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  return schema.check(z.refine((text) => !/[\u0000-\u001f\u007f]/.test(text), CONTROL_CHARACTERS_MESSAGE));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point; tabs and line breaks stay.
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text that keeps its line breaks and tabs (descriptions, spec §2) but no other control character. */
export function noControlCharactersButLineBreaks<T extends CheckableText<T>>(schema: T): T {
  return schema.check(z.refine((text) => !CONTROL_BUT_LINE_BREAKS.test(text), CONTROL_CHARACTERS_MESSAGE));
}

/** Trimmed text of at most `max` characters without control characters, with the forms' message. */
export function boundedText(max: number, label: string) {
  return noControlCharacters(
    z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );
}

/** 'HH:mm', 24-hour, as stored in a sale's startTime and endTime. */
export const TimeOfDaySchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('time.format')));

/** A whole number, as classic's `z.number().int()` checks it (the same check, so the same messages). */
export const intSchema = (message?: string) => z.number().check(z.int(message));

export const PositionSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});
export type Position = z.infer<typeof PositionSchema>;

/** Route params `{id}`: a positive integer, or a 400 that says so. */
export const IdParamsSchema = z.object({
  // Digits only: Number() would also read '1e3', '0x10' and ' 7' as ids.
  id: z
    .pipe(
      z.string().check(z.regex(/^[1-9]\d*$/, msg('id.notWhole')), z.maxLength(10, msg('id.tooLarge'))),
      z.transform(Number),
    )
    .check(z.refine((id) => id <= 2_147_483_647, msg('id.tooLarge'))),
});

/** Every error the API answers with: spec §7 reads the body text, forms read `issues`. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
