import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { mimicModalDialogs } from '../../../tests/support/client/modal-dialogs'
import { renderWithProviders } from '../../../tests/support/client/render-with-providers'
import { useApiMutation } from '../api/api-mutation'
import { ConfirmMutation } from './confirm-mutation'

mimicModalDialogs()

/** A list of one saved thing and its Delete, whose call answers as `answer` says. */
function Deleting({ answer }: { answer: (id: string) => Promise<unknown> }) {
  const [deleting, setDeleting] = useState<string | null>(null)
  const remove = useApiMutation(answer)
  return (
    <>
      <button type="button" onClick={() => setDeleting('Family car')}>
        Delete
      </button>
      <ConfirmMutation
        subject={deleting}
        title={(name) => `Delete “${name}”?`}
        body={() => 'It cannot be undone.'}
        confirmLabel="Delete it"
        mutation={remove}
        variables={(name) => name}
        done={(name) => `“${name}” deleted`}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}

const confirm = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete “Family car”?' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete it' }))
  return dialog
}

describe('ConfirmMutation', () => {
  it('sends the call for its subject, then closes and says it is done', async () => {
    const sent: string[] = []
    renderWithProviders(<Deleting answer={async (id) => sent.push(id)} />)
    await confirm()
    expect(await screen.findByText('“Family car” deleted')).toBeTruthy()
    expect(sent).toEqual(['Family car'])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says a refusal in the dialog, which stays open, and forgets it once closed', async () => {
    const refuse = async () => {
      throw new Error('Someone deleted it first')
    }
    renderWithProviders(<Deleting answer={refuse} />)
    const dialog = await confirm()
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Someone deleted it first')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const again = await screen.findByRole('dialog', { name: 'Delete “Family car”?' })
    expect(within(again).queryByRole('alert')).toBeNull()
  })
})
