/** A person's initial in a circle: enough to recognise whose session this is. Decorative. */
export function UserAvatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?'
  const box = size === 'sm' ? 'size-8 text-sm' : 'size-10'
  return (
    <span
      aria-hidden="true"
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-content`}
    >
      {initial}
    </span>
  )
}
