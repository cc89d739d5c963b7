import '../../lib/zod-jitless'
import { useState, type FormEvent } from 'react'
import { MAX_API_KEYS, newApiKeySchema, type ApiKey } from '#shared/dealer-api-keys'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { LocalTime } from '../../components/local-time'
import { QueryAnswer } from '../../components/query-answer'
import { useCreateApiKey } from './api/create-api-key'
import { useApiKeys } from './api/get-api-keys'
import { useRevokeApiKey } from './api/revoke-api-key'
import { ApiKeyShown } from './api-keys-shown'
import { FormField } from '../../components/form-field'
import { fieldErrors } from './field-errors'
import { ListRow } from './list-row'

/**
 * The owner's API keys (docs/api.md "Dealers"): what the dealer's own systems use to send its stock
 * and read its leads. A new key is shown once, to copy; the list names them, never the key.
 */
export function ApiKeysSection({ dealerId }: { dealerId: string }) {
  const keys = useApiKeys(dealerId)
  return (
    <section aria-labelledby="dealer-api-keys" className="mt-10">
      <h2 id="dealer-api-keys" className="text-lg font-bold">
        API keys
      </h2>
      <p className="mt-1 text-sm text-base-content/75">
        A key lets your dealer management system or website send your stock (the inventory upsert
        and imports) and read your leads, nothing else. Keep it secret: whoever holds it acts as
        your dealer. Revoke a key you no longer use. At most {MAX_API_KEYS} at once.
      </p>
      <NewKeyForm dealerId={dealerId} />
      <QueryAnswer query={keys} what="the API keys">
        {(data) =>
          data.length === 0 ? (
            <p className="mt-4 text-sm text-base-content/75">No keys yet.</p>
          ) : (
            <KeysList dealerId={dealerId} keys={data} />
          )
        }
      </QueryAnswer>
    </section>
  )
}

function NewKeyForm({ dealerId }: { dealerId: string }) {
  const create = useCreateApiKey()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = newApiKeySchema.safeParse({ name })
    if (!parsed.success) return setError(fieldErrors(parsed.error.issues).name)
    setError(undefined)
    create.mutate({ dealerId, key: parsed.data }, { onSuccess: () => setName('') })
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 grid items-end gap-4 sm:grid-cols-[1fr_auto]"
      >
        <FormField label="What will use it" hint="(a name to tell keys apart)" error={error}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              placeholder="e.g. DMS stock sync"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
              className={`input w-full ${error ? 'input-error' : ''}`}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending && <span className="loading loading-spinner loading-sm" />}
          Create a key
        </button>
      </form>
      <div aria-live="polite">
        {create.isError && (
          <p role="alert" className="mt-2 text-sm text-error">
            {create.error.message}
          </p>
        )}
        {create.isSuccess && <ApiKeyShown apiKey={create.data.key} onDone={() => create.reset()} />}
      </div>
    </>
  )
}

function KeysList({ dealerId, keys }: { dealerId: string; keys: ApiKey[] }) {
  const revoke = useRevokeApiKey()
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  return (
    <>
      <ul className="mt-4 divide-y divide-base-300 rounded-box border border-base-300">
        {keys.map((k) => (
          <ListRow
            key={k._id}
            name={k.name}
            detail={
              <>
                <code className="font-mono">{k.prefix}…</code> · made{' '}
                <LocalTime iso={k.createdAt} /> ·{' '}
                {k.lastUsedAt ? (
                  <>
                    last used <LocalTime iso={k.lastUsedAt} withTime />
                  </>
                ) : (
                  'never used'
                )}
              </>
            }
          >
            <button
              type="button"
              className="btn btn-ghost btn-sm text-error"
              aria-label={`Revoke ${k.name}`}
              onClick={() => setRevoking(k)}
            >
              Revoke
            </button>
          </ListRow>
        ))}
      </ul>
      <ConfirmDialog
        subject={revoking}
        title={(k) => `Revoke “${k.name}”?`}
        body={(k) =>
          `Whatever uses the key ${k.prefix}… is refused from now on; this cannot be undone. Make a new key for it if it should carry on.${
            revoke.isError ? ` ${revoke.error.message}` : ''
          }`
        }
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={(k) =>
          revoke.mutate({ dealerId, keyId: k._id }, { onSuccess: () => setRevoking(null) })
        }
        onCancel={() => {
          setRevoking(null)
          revoke.reset()
        }}
      />
    </>
  )
}
