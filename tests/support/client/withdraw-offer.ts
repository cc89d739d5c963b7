import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { buildOffer } from './build-offer'
import { jsonResponse } from './render-with-providers'
import { callsTo, type stubApi } from './stub-api'

/** The buyer's open offer o1 in their list, which its withdraw call withdraws: stubApi's routes. */
export function withdrawableOffer() {
  let offer = buildOffer({ _id: 'o1' })
  return {
    'GET /api/offers': () => jsonResponse([offer]),
    'POST /api/offers/o1/withdraw': () => {
      offer = { ...offer, status: 'withdrawn', awaiting: null, expiresAt: null, actions: [] }
      return jsonResponse(offer)
    },
  }
}

/**
 * Withdraws that offer from its button in `where` (the car page's panel, the Offers tab's row):
 * asked first in a dialog naming the car, then told, with one call. Returns the dialog.
 */
export async function withdrawAfterAsking(where: HTMLElement, fetch: ReturnType<typeof stubApi>) {
  await userEvent.click(within(where).getByRole('button', { name: /^Withdraw offer/ }))
  const dialog = screen.getByRole('dialog', {
    name: 'Withdraw your offer for the Toyota RAV4 XLE?',
  })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }))
  expect(await screen.findByText('Offer withdrawn')).toBeTruthy()
  expect(callsTo(fetch, 'POST /api/offers/o1/withdraw')).toHaveLength(1)
  return dialog
}
