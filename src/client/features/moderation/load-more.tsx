type Props = {
  /** The list came back full: there may be more. */
  hasMore: boolean
  loading: boolean
  onLoad: () => void
}

/** "Load more" under a list fetched a page at a time (list-window.ts). */
export function LoadMore({ hasMore, loading, onLoad }: Props) {
  if (!hasMore) return null
  return (
    <div className="mt-4 text-center">
      <button type="button" className="btn btn-outline btn-sm" disabled={loading} onClick={onLoad}>
        {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Load more
      </button>
    </div>
  )
}
