import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast'

// Every toast in the app goes through here. Toasts only follow an action, so react-hot-toast
// (about 5 KB gzip) is fetched on the first toast instead of with every page that can raise one.
// Same calls as react-hot-toast's `toast`, minus the returned id; add one here when a caller
// needs it.
type Toasts = typeof import('react-hot-toast').default
type Message = ValueOrFunction<Renderable, Toast>

let library: Promise<Toasts> | undefined
const load = () => (library ??= import('react-hot-toast').then((m) => m.default))

export const toast = Object.assign(
  (message: Message, options?: ToastOptions) => void load().then((t) => t(message, options)),
  {
    success: (message: Message, options?: ToastOptions) =>
      void load().then((t) => t.success(message, options)),
    error: (message: Message, options?: ToastOptions) =>
      void load().then((t) => t.error(message, options)),
    dismiss: (id?: string) => void load().then((t) => t.dismiss(id)),
  },
)
