import '../../lib/zod-jitless'
import { useState, type FormEvent } from 'react'
import { MAX_API_KEYS, newApiKeySchema, type ApiKey } from '#shared/dealer-api-keys'
import { BoxList } from '../../components/box-list'
import { ConfirmMutation } from '../../components/confirm-mutation'
import { LocalTime } from '../../components/local-time'
import { QueryAnswer } from '../../components/query-answer'
import { RowButton } from '../../components/row-button'
import { TitledSection } from '../../components/titled-section'
import { useCreateApiKey } from './api/create-api-key'
import { useApiKeys } from './api/get-api-keys'
import { useRevokeApiKey } from './api/revoke-api-key'
import { ApiKeyShown } from './api-keys-shown'
import { FormField } from '../../components/form-field'
import { fieldErrors } from './field-errors'
import { ListRow } from './list-row'
import { RequestError } from '../../components/request-error'
import { SubmitButton } from '../../components/submit-button'

/**
 * The owner's API keys (docs/api.md "Dealers"): what the dealer's own systems use to send its stock
 * and read its leads. A new key is shown once, to copy; the list names them, never the key.
 */
export function ApiKeysSection({ dealerId }: { dealerId: string }) {
  const keys = useApiKeys(dealerId)
  return (
    <TitledSection id="dealer-api-keys" title="API keys" className="mt-10">
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
    </TitledSection>
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
        <SubmitButton pending={create.isPending}>Create a key</SubmitButton>
      </form>
      <div aria-live="polite">
        <RequestError error={create.error} className="mt-2" />
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
      <BoxList items={keys} className="mt-4">
        {(k) => (
          <ListRow
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
            <RowButton
              className="btn-ghost text-error"
              aria-label={`Revoke ${k.name}`}
              onClick={() => setRevoking(k)}
            >
              Revoke
            </RowButton>
          </ListRow>
        )}
      </BoxList>
      <ConfirmMutation
        subject={revoking}
        title={(k) => `Revoke “${k.name}”?`}
        body={(k) =>
          `Whatever uses the key ${k.prefix}… is refused from now on; this cannot be undone. Make a new key for it if it should carry on.`
        }
        confirmLabel="Revoke"
        mutation={revoke}
        variables={(k) => ({ dealerId, keyId: k._id })}
        onClose={() => setRevoking(null)}
      />
    </>
  )
}
