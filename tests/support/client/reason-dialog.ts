import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { callsTo, type stubApi } from './stub-api'

type ReasonMove = {
  /** The reason's field, and the button that sends it. */
  label: string
  confirm: string
  /** Said under the field while the reason is blank. */
  missing: string
  /** The move's call: 'POST /api/bookings/b1/decline'. */
  call: string
  reason: string
  /** The toast once it is sent. */
  sent: string
}

/**
 * A move on a booking whose reason is required (declining, objecting), in its open dialog: a
 * blank reason is refused under the field with no call, then the typed one is sent and told.
 */
export async function sendWithRequiredReason(
  dialog: HTMLElement,
  fetch: ReturnType<typeof stubApi>,
  move: ReasonMove,
) {
  const reason = within(dialog).getByLabelText(move.label)
  await userEvent.type(reason, '   ')
  await userEvent.click(within(dialog).getByRole('button', { name: move.confirm }))
  expect(within(dialog).getByText(move.missing)).toBeTruthy()
  expect(reason.getAttribute('aria-invalid')).toBe('true')
  expect(callsTo(fetch, move.call)).toHaveLength(0)

  await userEvent.type(reason, move.reason)
  await userEvent.click(within(dialog).getByRole('button', { name: move.confirm }))
  expect(await screen.findByText(move.sent)).toBeTruthy()
  expect(callsTo(fetch, move.call)).toEqual([{ reason: move.reason }])
}
