import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../../api/http'

/** Reports a message the caller received to the admin; 409 for one's own. */
export const reportMessage = ({ id, reason }: { id: string; reason: string }) =>
  apiFetch<{ reported: true }>(`/api/messages/${encodeURIComponent(id)}/report`, {
    method: 'POST',
    json: { reason },
  })

export const useReportMessage = () => useMutation({ mutationFn: reportMessage })
