import { useEffect, useRef, useState, type ReactNode } from 'react'
import { whenNearViewport } from '../../lib/near-viewport'

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport, so a lazy
 * component's chunk is not requested while the visitor is still looking at the top of the page.
 */
export function WhenVisible({
  children,
  fallback,
  margin = '400px',
}: {
  children: ReactNode
  fallback: ReactNode
  margin?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  // Starts hidden everywhere, the server included, so that hydration meets the same markup.
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (visible || !element) return
    return whenNearViewport(element, margin, () => setVisible(true))
  }, [visible, margin])

  return <div ref={ref}>{visible ? children : fallback}</div>
}
