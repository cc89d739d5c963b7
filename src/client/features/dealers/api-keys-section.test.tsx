import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ApiKey } from '#shared/dealer-api-keys'
import { mimicModalDialogs } from '../../../../tests/support/client/modal-dialogs'
import {
  jsonResponse,
  renderWithProviders,
} from '../../../../tests/support/client/render-with-providers'
import { callsTo, stubApi } from '../../../../tests/support/client/stub-api'
import { ApiKeysSection } from './api-keys-section'

mimicModalDialogs()

const dealerId = '5d1f6a2e-0c3b-4d7e-9f10-2a3b4c5d6e7f'
const url = `/api/dealers/${dealerId}/api-keys`
const sync: ApiKey = {
  _id: 'k1',
  name: 'DMS sync',
  prefix: 'wl_dk_Ab12Cd',
  createdAt: '2024-03-05T12:00:00.000Z',
  lastUsedAt: null,
}
const newKey = `wl_dk_${'x'.repeat(43)}`

/** The API keys endpoints over an in-memory list. */
function serve(keys: ApiKey[]) {
  return stubApi({
    [`GET ${url}`]: () => jsonResponse(keys),
    [`POST ${url}`]: ({ body }: { body: { name: string } }) => {
      keys = [{ ...sync, _id: 'k2', name: body.name, prefix: newKey.slice(0, 12) }, ...keys]
      return jsonResponse({ _id: 'k2', key: newKey }, 201)
    },
    [`DELETE ${url}/k1`]: () => {
      keys = keys.filter((k) => k._id !== 'k1')
      return jsonResponse({ acknowledged: true })
    },
  })
}

describe('API keys', () => {
  it('makes a key, shows it once with a copy button, and lists it by name, never the key', async () => {
    const fetch = serve([sync])
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderWithProviders(<ApiKeysSection dealerId={dealerId} />)
    expect(await screen.findByText('DMS sync', { selector: 'p' })).toBeTruthy()
    expect(screen.getByText(/never used/)).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Create a key' }))
    expect(await screen.findByText('Name the key (what uses it)')).toBeTruthy()
    expect(callsTo(fetch, `POST ${url}`)).toEqual([])

    await userEvent.type(screen.getByLabelText(/What will use it/), 'Website feed')
    await userEvent.click(screen.getByRole('button', { name: 'Create a key' }))
    expect((await screen.findByText(newKey)).tagName).toBe('CODE')
    expect(callsTo(fetch, `POST ${url}`)).toEqual([{ name: 'Website feed' }])
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith(newKey)
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy()

    // Listed by name and prefix; once put away the key is nowhere on the page.
    expect(await screen.findByText('Website feed', { selector: 'p' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(document.body.textContent).not.toContain(newKey)
  })

  it('revokes a key only after asking', async () => {
    const fetch = serve([sync])
    renderWithProviders(<ApiKeysSection dealerId={dealerId} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke DMS sync' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “DMS sync”?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(callsTo(fetch, `DELETE ${url}/k1`)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Revoke DMS sync' }))
    const again = await screen.findByRole('dialog', { name: 'Revoke “DMS sync”?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(callsTo(fetch, `DELETE ${url}/k1`)).toHaveLength(1))
    expect(await screen.findByText('No keys yet.')).toBeTruthy()
  })
})
