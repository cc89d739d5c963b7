import { useHydrated } from '../lib/use-hydrated'

type Props = {
  iso: string
  options: Intl.DateTimeFormatOptions
  /** After hydration, instead of the date: how long ago, say. */
  later?: (iso: string) => string
}

/**
 * A time in the reader's time zone. A server-rendered page shows it in UTC until it hydrates,
 * then in the browser's zone (the same text wherever the two agree).
 */
export function LocalTime({ iso, options, later }: Props) {
  const hydrated = useHydrated()
  const text = hydrated
    ? (later?.(iso) ?? new Date(iso).toLocaleString('en-US', options))
    : new Date(iso).toLocaleString('en-US', { ...options, timeZone: 'UTC' })
  return <time dateTime={iso}>{text}</time>
}
