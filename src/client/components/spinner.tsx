/**
 * The loading indicator is a 'Loading...' spinner button. It is inert
 * (aria-disabled, out of the tab order) rather than `disabled`, which would fade it to near
 * invisibility.
 */
export function Spinner() {
  return (
    <div role="status" className="flex justify-center py-16">
      <button
        type="button"
        className="btn btn-ghost cursor-default"
        aria-disabled="true"
        tabIndex={-1}
      >
        <span className="loading loading-spinner" aria-hidden="true" />
        Loading...
      </button>
    </div>
  )
}
