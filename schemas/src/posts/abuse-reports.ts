// The fixed lists of abuse reports (decision 0049), in the order screens offer them. Records keyed
// by the schema's unions, so the compiler insists every value is listed exactly once.
import type { AbuseCategory, AbuseReportStatus } from '../generated/model.ts';

const CATEGORIES: Readonly<Record<AbuseCategory, true>> = { spam: true, harassment: true, hate: true, misinformation: true, other: true };
const STATUSES: Readonly<Record<AbuseReportStatus, true>> = { open: true, inReview: true, resolved: true, dismissed: true };

/** Why a member may report a post or comment (texts: reportAbuse.categories.<category>). */
export const ABUSE_CATEGORIES = Object.keys(CATEGORIES) as AbuseCategory[];
/** Where a report stands (texts: reportAbuse.statuses.<status>); new reports are open. */
export const ABUSE_REPORT_STATUSES = Object.keys(STATUSES) as AbuseReportStatus[];
