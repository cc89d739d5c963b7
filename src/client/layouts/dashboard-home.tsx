import { Navigate } from 'react-router'
import { useSession } from '../api/get-session'
import { dashboardMenu } from './dashboard-menu'

// /dashboard has no page of its own: each role starts at its first menu item. RequireAuth
// above has already waited for the session.
function DashboardHome() {
  const { user } = useSession()
  const first = user ? dashboardMenu(user.role)[0] : undefined
  return first ? <Navigate to={first.to} replace /> : null
}

export { DashboardHome as Component }
