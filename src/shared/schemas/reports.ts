import * as z from 'zod/mini';
import { msg } from '../i18n/messages';
import { intSchema, noControlCharactersButLineBreaks } from './common';

/**
 * Reports from the community (issue 14): anyone signed in can say a sale is not what it should be. The
 * reasons are the words, shown as they are in the report form and on the Reports screen.
 */
export const REPORT_REASONS = [
  'Not a garage sale',
  'Wrong address or dates',
  'Offensive or unsafe',
  'Spam or scam',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_MESSAGE = msg('report.reason.required');
export const REPORT_DETAILS_MAX = 500;

/** POST /api/garage-sales/{id}/reports {reason, details}: details are optional, empty means none. */
export const ReportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: REPORT_REASON_MESSAGE }),
  details: z.pipe(
    z.nullish(
      noControlCharactersButLineBreaks(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(REPORT_DETAILS_MAX, msg('report.details.tooLong', { max: REPORT_DETAILS_MAX })),
          ),
      ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
});
export type ReportFormInput = z.input<typeof ReportFormSchema>;
export type ReportForm = z.output<typeof ReportFormSchema>;

export const REPORT_THANKS = msg('report.thanks');
export const ALREADY_REPORTED = msg('report.already');
export const OWN_SALE_REPORT = msg('report.ownSale');
export const REPORTS_DISMISSED = msg('report.dismissed');

/** One person's report as the Reports screen shows it. */
export const SaleReportSchema = z.object({
  id: intSchema(),
  reason: z.enum(REPORT_REASONS),
  details: z.nullable(z.string()),
  reporterEmail: z.string(),
  createdAt: z.string(),
});
export type SaleReport = z.infer<typeof SaleReportSchema>;

/** GET /api/admin/reports: each sale with open reports, the hidden ones first, and its reports. */
export const ReportedSaleSchema = z.object({
  saleId: intSchema(),
  title: z.string(),
  address: z.string(),
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  sellerEmail: z.string(),
  /** Hidden from the public until an administrator dismisses the reports or removes the sale. */
  underReview: z.boolean(),
  reports: z.array(SaleReportSchema),
});
export type ReportedSale = z.infer<typeof ReportedSaleSchema>;
export const ReportedSaleListSchema = z.array(ReportedSaleSchema);
