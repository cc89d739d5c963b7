import '../../lib/zod-jitless'
import { leadsQuerySchema, type LeadsQuery } from '#shared/leads'

const keys = ['status', 'assignee', 'car'] as const

/**
 * The Leads page's filters from its URL (docs/style.md rule 9), read with the schema the server
 * checks them with. A value the server would refuse (an old link, a typo) is dropped, not sent:
 * the page shows every lead rather than an error.
 */
export function parseLeadQuery(params: URLSearchParams): LeadsQuery {
  const query: LeadsQuery = {}
  for (const key of keys) {
    const value = params.get(key)
    if (!value) continue
    const parsed = leadsQuerySchema.pick({ [key]: true } as Record<typeof key, true>).safeParse({
      [key]: value,
    })
    if (parsed.success) Object.assign(query, parsed.data)
  }
  return query
}

/** The same filters as a query string, in one order (the URL and the query key agree). */
export function leadQueryString(query: LeadsQuery): string {
  const params = new URLSearchParams()
  for (const key of keys) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  return params.toString()
}
