import { CompareTray } from '../components/compare-tray'
import { Footer } from '../components/footer'

/**
 * What follows every page, in one chunk loaded after it (root-layout.tsx): the footer, and the
 * tray of the cars chosen to compare, fixed to a corner once there are any.
 */
export function PageEnd() {
  return (
    <>
      <Footer />
      <CompareTray />
    </>
  )
}
