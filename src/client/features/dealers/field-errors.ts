/** The first message per field of a zod error's issues (or the server's `body.field` ones). */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path =
      typeof issue.path === 'string'
        ? issue.path.replace(/^body\./, '')
        : String(issue.path[0] ?? '')
    if (path && !errors[path]) errors[path] = issue.message
  }
  return errors
}
