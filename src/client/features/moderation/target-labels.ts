import type { ReportTarget } from '#shared/report-options'

/** What a report or an admin's action is about, as the reports and the audit log name it. */
export const targetLabels: Record<ReportTarget, string> = {
  car: 'Listing',
  user: 'Person',
  message: 'Message',
  booking: 'Sale',
}
