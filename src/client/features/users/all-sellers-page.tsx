import { UsersPage, usersLoader } from './users-page'

export const loader = usersLoader('seller')

function AllSellersPage() {
  return <UsersPage role="seller" />
}

export { AllSellersPage as Component }
