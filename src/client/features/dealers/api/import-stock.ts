import type { ImportReport } from '#shared/dealer-import'
import { apiPath } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { HttpError } from '../../../api/http'
import { feedsKey } from './get-feeds'

/** What a dealer's stock file may be, as the server reads it (modules/dealers/stock-routes.ts). */
export const STOCK_FILE_TYPES = '.csv,.xml,text/csv,application/xml,text/xml'
export const MAX_STOCK_FILE_BYTES = 20 * 1024 * 1024

/**
 * POST /api/dealers/{id}/imports: the file as the dealer's whole stock, or (dry run)
 * what it would do. A multipart body, which apiFetch (JSON only) does not send; the same
 * errors as apiFetch's.
 */
export async function importStock({
  dealerId,
  file,
  dryRun,
}: {
  dealerId: string
  file: File
  dryRun: boolean
}): Promise<ImportReport> {
  const body = new FormData()
  body.append('file', file)
  let response: Response
  try {
    response = await fetch(apiPath`/api/dealers/${dealerId}/imports?dryRun=${String(dryRun)}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
  } catch {
    throw new HttpError(0, 'Could not reach the server. Check your connection and try again.')
  }
  const answer = (await response.json().catch(() => null)) as
    (ImportReport & { message?: string }) | null
  if (!response.ok) {
    throw new HttpError(response.status, answer?.message ?? `Import failed (${response.status}).`)
  }
  return answer!
}

// A real run changed the dealer's cars and their photos to fetch.
export const useImportStock = () =>
  useApiMutation(importStock, (queryClient, _, { dealerId, dryRun }) => {
    if (!dryRun) void queryClient.invalidateQueries({ queryKey: ['dealers', dealerId] })
    void queryClient.invalidateQueries({ queryKey: feedsKey(dealerId) })
  })
