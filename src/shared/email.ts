import { z } from 'zod'
import { requiredText } from './text'

/**
 * An e-mail address as every form and call takes it: trimmed, at most 254 characters (the
 * longest a mail server delivers to) and valid. `required` is what an empty field says: each
 * form words it its own way ("Email Address is required" on sign-up).
 */
export const emailField = (required: string) =>
  requiredText(required, 254, 'That email address is too long').pipe(
    z.email('Enter a valid email address'),
  )
