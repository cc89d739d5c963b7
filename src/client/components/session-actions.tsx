import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { User } from '#shared/accounts'
import { UserAvatar } from './user-avatar'

const firstName = (user: User) => user.name.trim().split(/\s+/)[0] ?? user.name

/**
 * Whose session this is, and LogOut: in the bar from lg up, else the menu.
 * A signed-in person's links, the social buttons and these need about 1000 px side by side.
 */
export function SessionActions({
  user,
  onLogOut,
  inBar = false,
}: {
  user: User
  onLogOut?: () => void
  /** In the bar the first name shows from xl up: at lg the links need its room. */
  inBar?: boolean
}) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  async function onClick() {
    onLogOut?.()
    setLeaving(true)
    try {
      // Loaded on click: logging out is rare, and its code need not come with every page.
      const { logOutAndLeave } = await import('../api/log-out')
      await logOutAndLeave(queryClient, navigate)
    } finally {
      setLeaving(false)
    }
  }
  return (
    <div className="flex items-center gap-3">
      <span className="flex min-w-0 items-center gap-2" title={user.email}>
        <UserAvatar name={user.name} size="sm" />
        <span className={`truncate text-sm font-medium ${inBar ? 'max-xl:sr-only' : ''}`}>
          <span className="sr-only">Signed in as </span>
          {firstName(user)}
        </span>
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline ml-auto"
        disabled={leaving}
        onClick={() => void onClick()}
      >
        LogOut
      </button>
    </div>
  )
}
