import type { LoginInput, LoginResponse } from '#shared/accounts'
import { post } from '../../../api/api-call'
import { useApiMutation } from '../../../api/api-mutation'
import { replaceSession } from '../../../api/get-session'

export const logIn = (input: LoginInput) => post<LoginResponse>('/api/auth/login', input)

/** Signs in with email and password; the session cookie comes with the answer. */
export const useLogIn = () =>
  useApiMutation(logIn, (queryClient, { user }) => replaceSession(queryClient, user))
