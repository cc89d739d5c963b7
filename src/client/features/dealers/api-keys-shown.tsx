import { useState } from 'react'

/**
 * A key just made, shown this once (the server keeps only its hash): to copy, with a button or
 * by hand (a click selects it whole), and then put away.
 */
export function ApiKeyShown({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey)
      setCopied(true)
    } catch {
      // No clipboard (an insecure page, a refused permission): the field is there to copy from.
      setCopied(false)
    }
  }

  return (
    <div role="status" className="alert alert-success alert-soft mt-4 block text-sm">
      <p className="font-semibold">Your new key. Copy it now: it is not shown again.</p>
      {/* Wrapped whole on a phone; a click selects all of it, to copy by hand. */}
      <code className="mt-2 block rounded-field border border-base-300 bg-base-100 px-3 py-2 font-mono text-xs break-all select-all sm:text-sm">
        {apiKey}
      </code>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-sm btn-primary" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          Done
        </button>
      </div>
      {copied === false && (
        <p className="mt-2 text-error">
          Could not reach the clipboard: select the key and copy it by hand.
        </p>
      )}
    </div>
  )
}
