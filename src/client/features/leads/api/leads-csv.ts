/**
 * GET /api/dealers/{id}/leads.csv (owner, manager): every lead as CSV. Not fetched: a
 * plain link, so the browser saves the file the server names (`leads.csv`).
 */
export const leadsCsvUrl = (dealerId: string) =>
  `/api/dealers/${encodeURIComponent(dealerId)}/leads.csv`
