import './styles.css'
import { holdEarlyInput } from './lib/early-input'

/*
 * The page's entry. A server-rendered page is complete without scripts, so the app's code
 * (react-dom, the router, the page: main.tsx) is fetched only once the page has painted: on a
 * phone's connection the scripts would otherwise share the bandwidth with the stylesheet and
 * the page's largest image (preloaded in <head>), and push the first paint back. Links work
 * meanwhile; what is pressed, chosen or typed meanwhile is held and replayed once main.tsx has
 * hydrated the page (lib/early-input.ts). A page the browser renders itself (no server data)
 * starts at once.
 */

// After the next frame is painted; at once in a background tab, which paints nothing.
function painted() {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
}

async function boot() {
  if (document.getElementById('server-data')) {
    holdEarlyInput()
    await painted()
  }
  await import('./main')
}

void boot()
