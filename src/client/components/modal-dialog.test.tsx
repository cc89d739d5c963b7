import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mimicModalDialogs } from '../../../tests/support/client/modal-dialogs'
import { ModalDialog } from './modal-dialog'

mimicModalDialogs()

const dialogOf = (open: boolean, onClose: () => void) => (
  <ModalDialog open={open} title="Leave without saving?" onClose={onClose}>
    <p>Your changes will be lost.</p>
  </ModalDialog>
)

describe('ModalDialog', () => {
  it('tells its owner when it closes, whether closed by the page or by the person', () => {
    const onClose = vi.fn()
    const { rerender } = render(dialogOf(true, onClose))
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' })
    // Escape or a click outside: the browser closes the dialog, then sends close.
    ;(dialog as HTMLDialogElement).close()
    expect(onClose).toHaveBeenCalledTimes(1)
    rerender(dialogOf(false, onClose))
    rerender(dialogOf(true, onClose))
    rerender(dialogOf(false, onClose))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('stays open when a close event of an earlier closing arrives after it opened again', () => {
    const onClose = vi.fn()
    const { rerender } = render(dialogOf(false, onClose))
    rerender(dialogOf(true, onClose))
    const dialog = screen.getByRole<HTMLDialogElement>('dialog')
    // The browser queues close events; this one is late.
    dialog.dispatchEvent(new Event('close'))
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog.open).toBe(true)
    expect(screen.getByText('Your changes will be lost.')).toBeTruthy()
  })
})
