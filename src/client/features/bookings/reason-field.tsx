import { useState, type FormEvent } from 'react'
import { DialogActions } from '../../components/dialog-actions'
import { FormField, textareaClass } from '../../components/form-field'
import { DialogError } from './dialog-error'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  placeholder?: string
}

/**
 * Why a test drive is declined or cancelled: told to the other side (docs/api.md, 500 characters).
 */
export function ReasonField({ label, value, onChange, error, placeholder }: Props) {
  const problem = error ?? undefined
  return (
    <div className="mt-4">
      <FormField label={label} error={problem}>
        {(control) => (
          <textarea
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            rows={3}
            maxLength={500}
            placeholder={placeholder}
            className={textareaClass(problem)}
          />
        )}
      </FormField>
    </div>
  )
}

type ReasonFormProps = Pick<Props, 'label' | 'placeholder'> & {
  /** Said when no reason is given, where one is required; null where it is optional. */
  required: string | null
  /** The move's call: its refusal is said above the buttons, and they wait while it is sent. */
  call: { error: Error | null; isPending: boolean }
  cancelLabel: string
  confirmLabel: string
  onCancel: () => void
  /** The reason, trimmed ('' where it is optional and none was given). */
  onSend: (reason: string) => void
}

/** A move that takes something away (decline, cancel, object), with the reason told to the other side. */
export function ReasonForm({
  label,
  placeholder,
  required,
  call,
  cancelLabel,
  confirmLabel,
  onCancel,
  onSend,
}: ReasonFormProps) {
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    const said = reason.trim()
    const isMissing = required !== null && !said
    setMissing(isMissing)
    if (!isMissing) onSend(said)
  }

  return (
    <form noValidate onSubmit={submit}>
      <ReasonField
        label={label}
        value={reason}
        onChange={setReason}
        placeholder={placeholder}
        error={missing ? required : null}
      />
      <DialogError error={call.error} />
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        confirmLabel={confirmLabel}
        tone="error"
        pending={call.isPending}
      />
    </form>
  )
}
