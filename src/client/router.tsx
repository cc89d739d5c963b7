import { createBrowserRouter, data } from 'react-router'
import { sessionQueryOptions } from './api/get-session'
import { queryClient } from './api/query-client'
import { ErrorPage } from './features/errors/error-page'
import { PageSpinner } from './layouts/page-spinner'
import { RootLayout } from './layouts/root-layout'
import { paths } from './paths'

// Every page is its own chunk (route `lazy`), so the first load carries only the shell.
const comingSoon = () => import('./features/coming-soon/coming-soon-page')

// The navbar needs the session on every page: start that request with the first chunk.
function rootLoader() {
  void queryClient.prefetchQuery(sessionQueryOptions())
  return null
}

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' })
}

export const router = createBrowserRouter([
  {
    path: paths.home.pattern,
    Component: RootLayout,
    loader: rootLoader,
    HydrateFallback: PageSpinner,
    errorElement: <ErrorPage standalone />,
    children: [
      {
        // Errors inside a page keep the navbar and footer around them.
        errorElement: <ErrorPage />,
        children: [
          { index: true, lazy: () => import('./features/home/home-page') },
          { path: paths.cars.pattern, lazy: () => import('./features/catalogue/all-cars-page') },
          {
            path: paths.category.pattern,
            lazy: () => import('./features/catalogue/category-page'),
          },
          { path: paths.blog.pattern, lazy: () => import('./features/blog/blog-page') },
          { path: paths.blogPost.pattern, lazy: () => import('./features/blog/blog-post-page') },
          { path: paths.about.pattern, lazy: () => import('./features/about/about-page') },
          // Placeholders until their issues land; `handle.title` names the page.
          { path: paths.login.pattern, handle: { title: 'Login' }, lazy: comingSoon },
          { path: paths.signup.pattern, handle: { title: 'Sign up' }, lazy: comingSoon },
          { path: paths.wishlist.pattern, handle: { title: 'My wish list' }, lazy: comingSoon },
          { path: paths.car.pattern, handle: { title: 'Car details' }, lazy: comingSoon },
          { path: paths.dashboard.pattern, handle: { title: 'Dashboard' }, lazy: comingSoon },
          { path: paths.allBuyers.pattern, handle: { title: 'All Buyers' }, lazy: comingSoon },
          { path: paths.allSellers.pattern, handle: { title: 'All Sellers' }, lazy: comingSoon },
          {
            path: paths.addCar.pattern,
            handle: { title: 'Add a Car' },
            lazy: () => import('./features/inventory/add-car-page'),
          },
          {
            path: paths.manageCars.pattern,
            handle: { title: 'Manage Cars' },
            lazy: () => import('./features/inventory/manage-cars-page'),
          },
          {
            path: paths.editCar.pattern,
            handle: { title: 'Edit listing' },
            lazy: () => import('./features/inventory/edit-car-page'),
          },
          { path: paths.myOrders.pattern, handle: { title: 'My Orders' }, lazy: comingSoon },
          { path: paths.payment.pattern, handle: { title: 'Payment' }, lazy: comingSoon },
          // `element: null`: nothing to render, the loader always throws.
          { path: '*', loader: notFound, element: null },
        ],
      },
    ],
  },
])
