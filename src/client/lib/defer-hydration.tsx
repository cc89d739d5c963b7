import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { isServerBuild } from '../config'
import { holdPresses } from './early-input'
import { whenNearViewport } from './near-viewport'

type Loader = () => Promise<ComponentType>

// A click or key press anywhere may be the start of leaving the page or of using a part: the
// waiting parts' code is then fetched at once rather than on scrolling.
let interacted = false
const onInteraction: Array<() => void> = []
function whenInteracted(callback: () => void) {
  if (interacted) return callback()
  if (onInteraction.length === 0) {
    const fire = () => {
      interacted = true
      for (const event of ['pointerdown', 'keydown', 'focusin'] as const) {
        window.removeEventListener(event, fire, true)
      }
      onInteraction.splice(0).forEach((run) => run())
    }
    for (const event of ['pointerdown', 'keydown', 'focusin'] as const) {
      window.addEventListener(event, fire, { capture: true, passive: true })
    }
  }
  onInteraction.push(callback)
}

// The server's deferred parts, loaded when their module is; entry-server.tsx awaits them
// before it renders, so the server's HTML has them.
const serverParts: Promise<unknown>[] = []
export const deferredPartsLoaded = () => Promise.all(serverParts)

/**
 * A part of a server-rendered page (below the fold, or the footer) whose code is not part of
 * the first load. The server renders it with the page. In the browser, hydration leaves the
 * server's markup in place (a Suspense boundary waiting on the chunk) until the part comes
 * within `margin` of the viewport or the visitor clicks, types or tabs; then it loads and
 * hydrates. Rendered by the browser alone (a client-side navigation), it loads at once.
 *
 * Before that, its links work as plain links, and a button pressed or a form sent in it waits
 * for the part's code and is then replayed (React itself drops events on parts it has not
 * hydrated).
 * Inputs keep what was typed: forms in a deferred part read their fields when sent.
 */
export function deferHydration(load: Loader, margin = '300px'): ComponentType {
  if (isServerBuild) {
    let Part: ComponentType = () => null
    serverParts.push(load().then((loaded) => (Part = loaded)))
    return function ServerRendered() {
      return (
        <div>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </div>
      )
    }
  }

  let reveal: () => void = () => {}
  const revealed = new Promise<void>((resolve) => (reveal = resolve))
  let isHydrated = false
  let markHydrated: () => void = () => {}
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve))
  // Set once the page is left, or changes, before the part hydrated (see Deferred).
  let clientRendered = false
  const Lazy = lazy(async () => {
    await revealed
    const Part = await load()
    function Hydrated() {
      useEffect(() => {
        isHydrated = true
        markHydrated()
      }, [])
      return <Part />
    }
    return { default: Hydrated }
  })

  return function Deferred() {
    const ref = useRef<HTMLDivElement>(null)
    const serverHtml = useRef('')
    // A navigation re-renders the whole tree, and React would hold it until this part has
    // hydrated (it cannot tell what inside a waiting part depends on the change). So once the
    // router moves, the part is rendered afresh instead, showing the server's markup meanwhile.
    const navigation = useNavigation()
    const firstLocation = useRef(useLocation().key)
    const currentLocation = useLocation().key
    if (!isHydrated && (navigation.state !== 'idle' || currentLocation !== firstLocation.current)) {
      clientRendered = true
      reveal()
    }
    useEffect(() => {
      const element = ref.current
      // Nothing from the server to keep (a client-side render): load now.
      if (!element?.firstChild) return reveal()
      serverHtml.current = element.innerHTML
      // A button pressed or a form sent before then waits, and is replayed once hydrated.
      const stopHolding = holdPresses((target) => element.contains(target), hydrated, reveal)
      whenInteracted(reveal)
      const stopWatching = whenNearViewport(element, margin, reveal)
      return () => {
        stopWatching()
        stopHolding()
      }
    }, [])
    return (
      <div ref={ref}>
        <Suspense
          key={clientRendered ? 'client' : 'server'}
          fallback={
            clientRendered ? <div dangerouslySetInnerHTML={{ __html: serverHtml.current }} /> : null
          }
        >
          <Lazy />
        </Suspense>
      </div>
    )
  }
}
