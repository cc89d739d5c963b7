import { RequestError } from '../../components/request-error'
import { useId, useState, type FormEvent } from 'react'
import type { Feed, NewFeed } from '#shared/dealer-import'
import { EmptyState } from '../../components/empty-state'
import { LocalTime } from '../../components/local-time'
import { QueryError } from '../../components/query-error'
import { toast } from '../../lib/toast'
import { useAddFeed } from './api/add-feed'
import { FormField } from '../../components/form-field'
import { SelectField } from '../../components/select-field'
import { useFeeds } from './api/get-feeds'
import { useRemoveFeed } from './api/remove-feed'

/** How often a feed may run: the server takes 15 minutes up to a day. */
const periods = [
  ['15m', 'Every 15 minutes'],
  ['30m', 'Every 30 minutes'],
  ['1h', 'Every hour'],
  ['3h', 'Every 3 hours'],
  ['6h', 'Every 6 hours'],
  ['12h', 'Every 12 hours'],
  ['24h', 'Once a day'],
] as const

const formats = [
  ['csv', 'CSV'],
  ['xml', 'XML'],
] as const

const every = (minutes: number) =>
  minutes % 60 === 0
    ? `every ${minutes === 60 ? 'hour' : `${minutes / 60} hours`}`
    : `every ${minutes} minutes`

/**
 * Inventory feeds: a file your provider publishes at an address, imported as your whole stock
 * on a schedule. Add one, see how its last run went, remove it.
 */
export function FeedsSection({ dealerId }: { dealerId: string }) {
  const headingId = useId()
  const feeds = useFeeds(dealerId)
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold">
        Feeds
      </h2>
      <p className="mt-1 max-w-2xl text-base-content/80">
        Your inventory provider publishes your stock at an address? We fetch it on a schedule and
        import it as a whole, just like a file you upload.
      </p>
      <AddFeedForm dealerId={dealerId} />
      {feeds.isPending ? (
        <p className="mt-6 text-base-content/70">Loading feeds…</p>
      ) : feeds.isError ? (
        <div className="mt-6">
          <QueryError error={feeds.error} what="your feeds" onRetry={() => feeds.refetch()} />
        </div>
      ) : feeds.data.length === 0 ? (
        <EmptyState title="No feeds yet" className="mt-6">
          Add your provider’s address above; its first run starts at once.
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-4">
          {feeds.data.map((feed) => (
            <FeedItem key={feed._id} feed={feed} dealerId={dealerId} />
          ))}
        </ul>
      )}
    </section>
  )
}

function AddFeedForm({ dealerId }: { dealerId: string }) {
  const add = useAddFeed()
  const [feed, setFeed] = useState<NewFeed>({ url: '', format: 'csv', every: '1h' })
  function submit(event: FormEvent) {
    event.preventDefault()
    add.mutate(
      { dealerId, feed },
      {
        onSuccess: () => {
          setFeed({ url: '', format: feed.format, every: feed.every })
          toast.success('Feed added: its first run starts now')
        },
      },
    )
  }
  return (
    <form
      onSubmit={submit}
      className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
    >
      <FormField label="Address of the file">
        {(props) => (
          <input
            {...props}
            type="url"
            required
            inputMode="url"
            placeholder="https://provider.example/your-stock.csv"
            className="input w-full"
            value={feed.url}
            onChange={(e) => setFeed({ ...feed, url: e.target.value })}
          />
        )}
      </FormField>
      <SelectField
        label="Format"
        value={feed.format}
        onChange={(format) => setFeed({ ...feed, format: format as NewFeed['format'] })}
        choices={formats}
      />
      <SelectField
        label="How often"
        value={String(feed.every)}
        onChange={(every) => setFeed({ ...feed, every })}
        choices={periods}
      />
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add feed'}
      </button>
      <RequestError error={add.error} className="sm:col-span-4" />
    </form>
  )
}

const statusBadge: Record<NonNullable<Feed['lastRun']>['status'], string> = {
  running: 'badge-info',
  done: 'badge-success',
  failed: 'badge-error',
}

function FeedItem({ feed, dealerId }: { feed: Feed; dealerId: string }) {
  const remove = useRemoveFeed()
  const run = feed.lastRun
  const report = run?.report
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-sm wrap-anywhere">{feed.url}</p>
          <p className="mt-1 text-sm text-base-content/75">
            {feed.format.toUpperCase()}, {every(feed.everyMinutes)} · next run{' '}
            <LocalTime iso={feed.nextRunAt} withTime />
          </p>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-sm text-error"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              { dealerId, feedId: feed._id },
              { onSuccess: () => toast.success('Feed removed') },
            )
          }
        >
          Remove
        </button>
      </div>
      <div className="mt-3 text-sm">
        {!run ? (
          <p className="text-base-content/70">Not run yet: its first run starts shortly.</p>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <span className={`badge ${statusBadge[run.status]}`}>
                {run.status === 'done'
                  ? 'Imported'
                  : run.status === 'failed'
                    ? 'Failed'
                    : 'Running'}
              </span>
              <LocalTime iso={run.finishedAt ?? run.startedAt} withTime />
            </p>
            {run.error && <p className="mt-2 text-error wrap-anywhere">{run.error}</p>}
            {report && (
              <p className="mt-2 tabular-nums text-base-content/80">
                {report.created} new · {report.updated} updated · {report.unchanged} unchanged ·{' '}
                {report.withdrawn} withdrawn
                {report.refused.length > 0 && ` · ${report.refused.length} problems in the file`}
              </p>
            )}
            {report?.note && <p className="mt-1 text-warning-content">{report.note}</p>}
            {report && report.refused.length > 0 && (
              <details className="mt-2">
                <summary className="cursor-pointer">The problems</summary>
                <ul className="mt-1 space-y-1">
                  {report.refused.slice(0, 50).map((r, i) => (
                    <li key={i} className="wrap-anywhere">
                      Line {r.line}, <span className="font-mono">{r.column}</span>: {r.reason}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </div>
      <RequestError error={remove.error} className="mt-2" />
    </li>
  )
}
