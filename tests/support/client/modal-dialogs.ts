import { beforeAll } from 'vitest'

/**
 * jsdom has <dialog> but not its modal methods: for the test file that calls this, they do what
 * the browser does with `open` (and `close` fires the dialog's close event).
 */
export function mimicModalDialogs() {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true
    }
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false
      this.dispatchEvent(new Event('close'))
    }
  })
}
