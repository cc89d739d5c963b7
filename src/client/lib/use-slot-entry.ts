import { useState } from 'react'
import { checkSlots, firstSlot } from './slots'

/**
 * A SlotPicker's times and what is wrong with them (the booking form, the Propose dialog): the
 * first is tomorrow at 10:00, changing a time clears the problems, and `check` names every problem
 * and gives the times to send, or null.
 */
export function useSlotEntry() {
  const [values, setValues] = useState(() => [firstSlot()])
  const [errors, setErrors] = useState<string[]>([])

  function check() {
    const checked = checkSlots(values)
    setErrors(checked.errors ?? [])
    return checked.slots ?? null
  }

  const picker = {
    values,
    errors,
    onChange: (next: string[]) => {
      setValues(next)
      setErrors([])
    },
  }
  return { picker, check }
}
