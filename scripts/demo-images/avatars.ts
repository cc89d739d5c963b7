import { darken, lighten } from './svg'

export const AVATAR_SIZE = 192

interface Person {
  bg: string
  skin: string
  hair: string
  shirt: string
  style: 'short' | 'hijab' | 'curly' | 'balding'
  beard?: boolean
  glasses?: boolean
}

const PEOPLE: readonly Person[] = [
  { bg: '#99e2d6', skin: '#8d5a3b', hair: '#1d1410', shirt: '#f4b63f', style: 'curly' },
  {
    bg: '#bcd4fb',
    skin: '#f1c9a5',
    hair: '#6b4226',
    shirt: '#2f855a',
    style: 'short',
    beard: true,
  },
  { bg: '#f9c6d3', skin: '#d9a67e', hair: '#6d3fa0', shirt: '#6d3fa0', style: 'hijab' },
  {
    bg: '#fcd9a8',
    skin: '#5a3621',
    hair: '#d6d3ce',
    shirt: '#1e3a5f',
    style: 'balding',
    glasses: true,
  },
]

/** Hair (or headscarf) drawn behind the head. */
function hairBack(p: Person): string {
  switch (p.style) {
    case 'curly':
      return `<g fill="${p.hair}">${[
        [60, 70],
        [96, 46],
        [132, 70],
        [54, 104],
        [138, 104],
        [70, 128],
        [122, 128],
        [78, 52],
        [114, 52],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="28"/>`)
        .join('')}</g>`
    case 'hijab':
      return `<path d="M44 192C40 150 46 120 52 90a44 48 0 0 1 88 0c6 30 12 60 8 102z" fill="${p.hair}"/><path d="M52 90a44 48 0 0 1 88 0" fill="none" stroke="${lighten(p.hair, 0.25)}" stroke-width="4" stroke-opacity=".6"/>`
    default:
      return ''
  }
}

/** Hair (or headscarf) drawn over the forehead. */
function hairFront(p: Person): string {
  switch (p.style) {
    case 'short':
      return `<path d="M62 92C58 58 74 42 97 42s39 16 35 50c-4-16-10-26-20-30-12 6-32 6-42 2-4 8-6 16-8 28z" fill="${p.hair}"/>`
    case 'curly':
      return `<g fill="${p.hair}"><circle cx="76" cy="60" r="18"/><circle cx="96" cy="54" r="19"/><circle cx="116" cy="60" r="18"/></g>`
    case 'hijab':
      return `<path d="M58 98c0-38 17-60 39-60s39 22 39 60c-6-24-21-38-39-38s-33 14-39 38z" fill="${p.hair}"/>`
    default:
      return ''
  }
}

/** Hair that shows only beside the head: drawn before the face covers its middle. */
const hairSides = (p: Person): string =>
  p.style === 'balding'
    ? `<path d="M59 106c-3-16-1-30 7-38h62c8 8 10 22 7 38z" fill="${p.hair}"/>`
    : ''

function face(p: Person): string {
  const shade = darken(p.skin, 0.14)
  const glasses = p.glasses
    ? `<g fill="#ffffff" fill-opacity=".25" stroke="#1f2937" stroke-width="3.5"><rect x="70" y="80" width="24" height="20" rx="8"/><rect x="100" y="80" width="24" height="20" rx="8"/></g><path d="M94 88h6" stroke="#1f2937" stroke-width="3"/>`
    : ''
  const beard = p.beard
    ? `<path d="M64 92c2 30 16 44 33 44s31-14 33-44c-4 12-10 18-16 18H80c-6 0-12-6-16-18z" fill="${p.hair}"/><path d="M86 113q11 7 22 0" fill="none" stroke="${lighten(p.skin, 0.1)}" stroke-width="4" stroke-linecap="round"/>`
    : `<path d="M84 110q13 12 26 0" fill="#ffffff" stroke="#7a2e2e" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
  return `<rect x="82" y="112" width="30" height="36" rx="10" fill="${shade}"/>
${p.style === 'hijab' ? '' : `<ellipse cx="63" cy="94" rx="7" ry="10" fill="${shade}"/><ellipse cx="131" cy="94" rx="7" ry="10" fill="${shade}"/>`}
<ellipse cx="97" cy="90" rx="33" ry="39" fill="${p.skin}"/>
<circle cx="74" cy="104" r="7" fill="#f87171" fill-opacity=".18"/><circle cx="120" cy="104" r="7" fill="#f87171" fill-opacity=".18"/>
<path d="M76 80q6-5 12 0M106 80q6-5 12 0" fill="none" stroke="${darken(p.hair === '#d6d3ce' ? '#6b6b6b' : p.hair, 0.1)}" stroke-width="3.5" stroke-linecap="round"/>
<circle cx="82" cy="90" r="4"/><circle cx="112" cy="90" r="4"/>
<circle cx="83.5" cy="88.5" r="1.3" fill="#ffffff"/><circle cx="113.5" cy="88.5" r="1.3" fill="#ffffff"/>
<path d="M97 94q-4 8 0 10" fill="none" stroke="${shade}" stroke-width="3" stroke-linecap="round"/>
${beard}${glasses}`
}

function avatar(p: Person): string {
  return `<defs><clipPath id="round"><circle cx="96" cy="96" r="96"/></clipPath></defs>
<g clip-path="url(#round)"><rect width="192" height="192" fill="${p.bg}"/>
<circle cx="150" cy="40" r="60" fill="#ffffff" fill-opacity=".25"/>
${hairBack(p)}
<path d="M24 192c4-34 30-50 73-50s69 16 73 50z" fill="${p.shirt}"/>
<path d="M80 143l17 20 17-20" fill="${lighten(p.shirt, 0.3)}"/>
${hairSides(p)}<g fill="#2a1d17">${face(p)}</g>${hairFront(p)}</g>`
}

export const AVATARS: readonly (() => string)[] = PEOPLE.map((p) => () => avatar(p))
