import { createBrowserRouter, data } from 'react-router'
import { sessionQueryOptions } from './api/get-session'
import { queryClient } from './api/query-client'
import { ErrorPage } from './features/errors/error-page'
import { RequireAdmin } from './guards/require-admin'
import { RequireAuth } from './guards/require-auth'
import { RequireSeller } from './guards/require-seller'
import { PageSpinner } from './layouts/page-spinner'
import { RootLayout } from './layouts/root-layout'
import { paths } from './paths'

// Every page is its own chunk (route `lazy`), so the first load carries only the shell.

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
          {
            path: paths.login.pattern,
            lazy: () => import('./features/accounts/login-page'),
          },
          {
            path: paths.signup.pattern,
            lazy: () => import('./features/accounts/signup-page'),
          },
          { path: paths.search.pattern, lazy: () => import('./features/search/search-page') },
          {
            // spec.md section 6: everything below needs a signed-in user.
            Component: RequireAuth,
            children: [
              {
                path: paths.car.pattern,
                lazy: () => import('./features/car-detail/car-detail-page'),
              },
              {
                path: paths.wishlist.pattern,
                lazy: () => import('./features/wishlist/wishlist-page'),
              },
              {
                path: paths.dashboard.pattern,
                lazy: () => import('./layouts/dashboard-layout'),
                children: [
                  { index: true, lazy: () => import('./layouts/dashboard-home') },
                  {
                    Component: RequireAdmin,
                    children: [
                      {
                        path: paths.allBuyers.pattern,
                        lazy: () => import('./features/users/all-buyers-page'),
                      },
                      {
                        path: paths.allSellers.pattern,
                        lazy: () => import('./features/users/all-sellers-page'),
                      },
                    ],
                  },
                  {
                    Component: RequireSeller,
                    children: [
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
                      {
                        path: paths.sellerBookings.pattern,
                        lazy: () => import('./features/seller-bookings/seller-bookings-page'),
                      },
                    ],
                  },
                  // spec.md section 6: My Orders has no guard beyond login.
                  {
                    path: paths.myOrders.pattern,
                    lazy: () => import('./features/orders/my-orders-page'),
                  },
                  {
                    path: paths.payment.pattern,
                    lazy: () => import('./features/orders/payment-page'),
                  },
                ],
              },
            ],
          },
          // `element: null`: nothing to render, the loader always throws.
          { path: '*', loader: notFound, element: null },
        ],
      },
    ],
  },
])
