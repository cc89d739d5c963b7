import { useEffect, useLayoutEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { Message } from '#shared/messages'
import { LocalTime } from '../../components/local-time'
import { paths } from '#shared/paths'

type Props = {
  /** Oldest first. */
  messages: Message[]
  otherName: string
  hasOlder: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
  onReport: (messageId: string) => void
}

/**
 * A conversation as a messenger shows it: the newest at the bottom, in view on open and when one
 * arrives; older ones come in above when scrolled up to (or asked for), without moving what is
 * on screen. Words are
 * plain text, never HTML, and addresses in them are not made links.
 */
export function MessageList({
  messages,
  otherName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onReport,
}: Props) {
  const box = useRef<HTMLDivElement>(null)
  const older = useRef<HTMLButtonElement>(null)
  const seen = useRef<{ newest?: string; oldest?: string; height: number }>({ height: 0 })
  const newest = messages.at(-1)?._id
  const oldest = messages[0]?._id

  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const before = seen.current
    if (newest !== before.newest) el.scrollTop = el.scrollHeight
    // Older messages went in above: keep the same ones in view.
    else if (oldest !== before.oldest) el.scrollTop += el.scrollHeight - before.height
    seen.current = { newest, oldest, height: el.scrollHeight }
  }, [newest, oldest])

  // Scrolled up to the top, the older ones load by themselves; the button stays for keyboards.
  useEffect(() => {
    const button = older.current
    if (!button || loadingOlder || typeof IntersectionObserver === 'undefined') return
    const watch = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) onLoadOlder()
      },
      { root: box.current },
    )
    watch.observe(button)
    return () => watch.disconnect()
  }, [hasOlder, loadingOlder, onLoadOlder])

  return (
    <div ref={box} className="min-h-0 flex-1 overflow-y-auto px-2 py-3 sm:px-4">
      {hasOlder && (
        <div className="mb-3 text-center">
          <button
            ref={older}
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={loadingOlder}
            onClick={onLoadOlder}
          >
            {loadingOlder && (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            )}
            Load older messages
          </button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="py-10 text-center text-base-content/70">No messages here yet.</p>
      ) : (
        <ol className="space-y-2" aria-label="Messages">
          {messages.map((m) => (
            <li key={m._id} className={`flex flex-col ${m.fromMe ? 'items-end' : 'items-start'}`}>
              <span className="sr-only">{m.fromMe ? 'You' : otherName}: </span>
              <p
                className={`max-w-[85%] rounded-box px-3 py-2 break-words whitespace-pre-wrap sm:max-w-[70%] ${
                  m.fromMe ? 'bg-primary text-primary-content' : 'bg-base-200'
                }`}
              >
                {m.text}
              </p>
              {m.warning && <SafetyNote warning={m.warning} />}
              <span className="mt-0.5 flex items-center gap-2 px-1 text-xs text-base-content/70">
                <LocalTime iso={m.createdAt} withTime />
                {!m.fromMe && (
                  <button
                    type="button"
                    className="link link-hover"
                    onClick={() => onReport(m._id)}
                    aria-label={`Report this message from ${otherName}`}
                  >
                    Report
                  </button>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

/**
 * The scam shield's note under a received message (docs/api.md "Trust and safety"): the server's
 * words, and the way to the Safety page.
 */
function SafetyNote({ warning }: { warning: string }) {
  return (
    <p
      role="note"
      aria-label="Safety note"
      className="mt-1 flex max-w-[85%] gap-2 rounded-box border border-warning bg-warning/15 px-3 py-2 text-sm sm:max-w-[70%]"
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="mt-0.5 shrink-0"
      >
        <path d="M12 3 2.5 20h19L12 3ZM12 10v4M12 17.5v.01" />
      </svg>
      <span>
        {warning}{' '}
        <Link to={paths.safety.to()} className="link font-medium">
          How to stay safe
        </Link>
      </span>
    </p>
  )
}
