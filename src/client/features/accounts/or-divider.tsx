/** Between a form and the Google button. */
export function OrDivider() {
  return <div className="divider my-6 text-sm text-base-content/75">or</div>
}
