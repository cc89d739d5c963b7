/**
 * Calls `onNear` once `element` comes within `margin` of the viewport (at once where there is
 * no IntersectionObserver: old browsers, jsdom). Returns the clean-up.
 */
export function whenNearViewport(element: Element, margin: string, onNear: () => void) {
  if (typeof IntersectionObserver === 'undefined') {
    const timer = setTimeout(onNear)
    return () => clearTimeout(timer)
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      onNear()
    },
    { rootMargin: margin },
  )
  observer.observe(element)
  return () => observer.disconnect()
}
