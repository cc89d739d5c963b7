import type { SignupInput, SignupResponse } from '#shared/accounts'
import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { replaceSession } from '../../../api/get-session'

export const signUp = (input: SignupInput) => post<SignupResponse>('/api/auth/signup', input)

/** Creates the account and signs it in (the answer carries the session cookie). */
export const useSignUp = () =>
  useApiMutation(signUp, (queryClient, { user }) => replaceSession(queryClient, user))
