import { UsersPage, usersLoader } from './users-page'

export const loader = usersLoader('buyer')

function AllBuyersPage() {
  return <UsersPage role="buyer" />
}

export { AllBuyersPage as Component }
