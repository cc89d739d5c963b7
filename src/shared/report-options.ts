// What a report may be about and why, apart from moderation.ts (which builds zod schemas at
// import), so that the Report dialog of the listing, seller and message pages loads no zod.

export const reportTargets = ['car', 'user', 'message'] as const
/**
 * What the admin's queue and audit log may be about: what people report, and a sale whose
 * buyer objected to the handover (modules/money).
 */
export const caseTargets = [...reportTargets, 'booking'] as const
export type ReportTarget = (typeof caseTargets)[number]

export const reportReasons = ['scam', 'wrong_info', 'offensive', 'sold', 'other'] as const
/**
 * Why a case is in the queue: what a person reported, or `check` when Wheelanes' own checks
 * put it there (a listing held for review, a new account tripping the scam shield).
 */
export const caseReasons = [...reportReasons, 'check'] as const
export type ReportReason = (typeof caseReasons)[number]

/** The words a person picks from, and the checks' own. */
export const reportReasonLabels: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  wrong_info: 'Wrong information',
  offensive: 'Offensive or abusive',
  sold: 'Already sold',
  other: 'Something else',
  check: 'Wheelanes’ checks',
}

/** The longest `details` a report may carry. */
export const REPORT_DETAILS_MAX = 1000
