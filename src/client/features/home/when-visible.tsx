import { useEffect, useRef, useState, type ReactNode } from 'react'

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
  // Without IntersectionObserver (old browsers, jsdom) there is nothing to wait for.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = ref.current
    if (visible || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible, margin])

  return <div ref={ref}>{visible ? children : fallback}</div>
}
