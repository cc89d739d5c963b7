import { useState, type FormEvent } from 'react'
import { readWholeDollars } from './whole-dollars'

/** The call an amount is sent with: its refusal is said under the field, and typing clears it. */
type Call = { error: Error | null; reset: () => void }

/**
 * An AmountField's text and what is wrong with it (an offer, a counter-offer): its own reading
 * first (whole-dollars.ts), then the server's refusal. `onSubmit` sends only an amount that reads.
 */
export function useAmountEntry(call: Call, send: (amount: number) => void) {
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const read = readWholeDollars(amount)
    setProblem('error' in read ? read.error : null)
    if ('amount' in read) send(read.amount)
  }

  const field = {
    value: amount,
    onChange: (text: string) => {
      setAmount(text)
      setProblem(null)
      call.reset()
    },
    error: problem ?? call.error?.message,
  }
  return { field, onSubmit }
}
