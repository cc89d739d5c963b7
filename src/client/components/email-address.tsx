/**
 * An email address that may wrap after its @ when the column is narrow, rather than at an
 * arbitrary letter ("buyer@wheel|anes.example").
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}
