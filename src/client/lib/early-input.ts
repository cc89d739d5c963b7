/*
 * What a visitor does to a server-rendered page before its code has hydrated it. React drops
 * such events (a press, a chosen option, the end of typing) and the browser would send a form
 * itself: a GET with the form's fields, a password included, in the address. So they are held
 * here and replayed once the code is there.
 */

/**
 * Until `ready`, a button pressed or a form sent where `applies` is held (its default action
 * and React's handling both stopped) and replayed once `ready` settles. `onHeld` runs at each
 * held event (to hurry the code along). Returns the clean-up.
 */
export function holdPresses(
  applies: (target: Element) => boolean,
  ready: Promise<void>,
  onHeld?: () => void,
) {
  let done = false
  void ready.then(() => (done = true))
  const hold = (event: Event) => {
    if (done || !(event.target instanceof Element) || !applies(event.target)) return
    const form = event.type === 'submit' ? event.target : null
    const button = form ? null : event.target.closest('button')
    if (!(form instanceof HTMLFormElement) && !button) return
    event.preventDefault()
    event.stopPropagation()
    onHeld?.()
    void ready.then(() =>
      form instanceof HTMLFormElement ? form.requestSubmit() : button?.click(),
    )
  }
  // On window, capturing: React's own listener on #root would stop them first.
  window.addEventListener('submit', hold, true)
  window.addEventListener('click', hold, true)
  return () => {
    window.removeEventListener('submit', hold, true)
    window.removeEventListener('click', hold, true)
  }
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
// Each field changed before hydration, with the value it was given.
const changed = new Map<Field, string>()
let markPageHydrated: () => void = () => {}
const pageHydrated = new Promise<void>((resolve) => (markPageHydrated = resolve))

/** boot.ts, before the app's code loads: start holding what the page is given. */
export function holdEarlyInput() {
  const note = (event: Event) => {
    const { target } = event
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement
    ) {
      changed.set(target, target.value)
    }
  }
  window.addEventListener('input', note, true)
  window.addEventListener('change', note, true)
  void pageHydrated.then(() => {
    window.removeEventListener('input', note, true)
    window.removeEventListener('change', note, true)
  })
  holdPresses(() => true, pageHydrated)
}

// Hydration may have put a select back to the option the server chose. For a text field, React
// compares its value with the one it last saw (kept on the element) and ignores an input event
// that brings nothing new, and hydration saw the text already typed: it is shown the server's
// value first.
function replayChange(typed: string, field: Field) {
  if (!Object.keys(field).some((key) => key.startsWith('__reactProps'))) return
  if (field instanceof HTMLSelectElement) {
    field.value = typed
    field.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (typed === field.defaultValue) return
  field.value = field.defaultValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * main.tsx, once hydrated: the fields changed before then tell React their values, then the
 * held presses and forms run. Fields in parts not hydrated yet (lib/defer-hydration.tsx) keep
 * their text for their forms to read.
 */
export function replayEarlyInput() {
  changed.forEach(replayChange)
  changed.clear()
  markPageHydrated()
}
