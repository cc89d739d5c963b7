import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { NavLink, Outlet } from 'react-router'
import { useMyDealer } from '../api/get-my-dealer'
import { useSession } from '../api/get-session'
import { CloseIcon, MenuIcon } from '../components/icons'
import { UserAvatar } from '../components/user-avatar'
import { dashboardMenu } from './dashboard-menu'

const roleLabel = { admin: 'Admin', seller: 'Seller', buyer: 'Buyer' } as const

/**
 * The dashboard's side drawer. daisyUI's drawer is a permanent column from lg
 * up; below that it slides over the page from a button. The checkbox that drives the drawer's
 * CSS is state-controlled and hidden from assistive technology: people use the buttons, which
 * say what they do and whether the menu is open.
 */
function DashboardLayout() {
  const { user } = useSession()
  // Only a seller may work for a dealer: nobody else's menu waits on the question.
  const mine = useMyDealer(user?.role === 'seller')
  const [open, setOpen] = useState(false)
  const id = useId()
  const openButton = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)

  // Focus follows the drawer on phones: into it on open, back to its button on close.
  useEffect(() => {
    if (open) closeButton.current?.focus()
    else if (wasOpen.current) openButton.current?.focus()
    wasOpen.current = open
  }, [open])

  // RequireAuth renders this layout only once the session has a user.
  if (!user) return null
  const items = dashboardMenu(user.role, Boolean(mine.data?.dealer))
  const close = () => setOpen(false)
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close()
  }

  return (
    <div className="page-container">
      <div className="drawer lg:drawer-open" onKeyDown={closeOnEscape}>
        <input
          id={`${id}-toggle`}
          type="checkbox"
          className="drawer-toggle"
          checked={open}
          onChange={(event) => setOpen(event.target.checked)}
          tabIndex={-1}
          aria-hidden="true"
        />
        <div className="drawer-content py-6 lg:py-10 lg:pl-10">
          <button
            ref={openButton}
            type="button"
            className="btn btn-outline btn-sm mb-6 gap-2 lg:hidden"
            aria-expanded={open}
            aria-controls={`${id}-menu`}
            onClick={() => setOpen(true)}
          >
            <MenuIcon width={16} height={16} />
            Dashboard menu
          </button>
          <Outlet />
        </div>
        <div
          // daisyUI delays `visibility` on open, which would make the focus() above miss; opening
          // therefore fades only the opacity, while closing keeps daisyUI's slide-out.
          className={`drawer-side z-50 lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)] ${open ? 'transition-opacity' : ''}`}
        >
          <button
            type="button"
            className="drawer-overlay"
            // The visible close button below is the one assistive technology needs.
            aria-hidden="true"
            tabIndex={-1}
            onClick={close}
          />
          <nav
            id={`${id}-menu`}
            aria-label="Dashboard"
            className="flex min-h-full w-72 flex-col bg-base-100 p-4 shadow-xl lg:w-60 lg:border-r lg:border-base-300 lg:bg-transparent lg:py-10 lg:pr-6 lg:pl-0 lg:shadow-none"
          >
            <div className="mb-4 flex items-center justify-between lg:hidden">
              <span className="font-bold">Dashboard</span>
              <button
                ref={closeButton}
                type="button"
                className="btn btn-ghost btn-square btn-sm"
                aria-label="Close dashboard menu"
                onClick={close}
              >
                <CloseIcon />
              </button>
            </div>
            <div className="mb-6 flex items-center gap-3 rounded-box bg-base-200 p-3">
              <UserAvatar name={user.name} />
              <div className="min-w-0">
                <p className="line-clamp-2 font-semibold wrap-break-word">{user.name}</p>
                <p className="text-sm text-base-content/75">{roleLabel[user.role]}</p>
              </div>
            </div>
            {/* daisyUI's menu marks NavLink's aria-current="page" as active; in the brand colour. */}
            <ul className="menu w-full gap-1 p-0 text-base [--menu-active-bg:var(--color-primary)] [--menu-active-fg:var(--color-primary-content)]">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="px-3 py-2.5 font-medium" onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  )
}

export { DashboardLayout as Component }
