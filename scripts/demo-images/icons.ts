import { BRAND } from './palette'

/** The steering-wheel mark, drawn on a 64 x 64 grid. */
const MARK = `<circle cx="32" cy="32" r="25" fill="none" stroke="${BRAND}" stroke-width="7"/>
<path d="M9 30c8-3 15-4 23-4s15 1 23 4M32 38v19" fill="none" stroke="${BRAND}" stroke-width="7" stroke-linecap="round"/>
<circle cx="32" cy="32" r="9" fill="${BRAND}"/><circle cx="32" cy="32" r="3.5" fill="#fff"/>`

const mark = (title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${title}"><title>${title}</title>${MARK}</svg>`

export const logoSvg = (): string => mark('Wheelanes')
export const faviconSvg = (): string => mark('Wheelanes')

/** The 404 page art: a big "404" drawn with strokes (no font), a road, a car and a sign. */
export function notFoundSvg(): string {
  const digit4 = (x: number) => `M${x + 56} 40L${x + 8} 108H${x + 84}M${x + 60} 76V150`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" role="img" aria-labelledby="nf-title">
<title id="nf-title">Page not found: a car stopped at a road sign below a large 404</title>
<ellipse cx="240" cy="150" rx="220" ry="130" fill="#eff6ff"/>
<g fill="none" stroke="${BRAND}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round">
<path d="${digit4(96)}${digit4(292)}"/><ellipse cx="240" cy="95" rx="34" ry="52"/></g>
<rect x="20" y="250" width="440" height="40" rx="8" fill="#334155"/>
<path d="M36 270H444" stroke="#f8fafc" stroke-width="4" stroke-dasharray="26 18"/>
<g transform="translate(92 196)">
<path d="M4 50C0 50 0 30 6 28L38 22L66 4C72 0 96 0 110 4L136 22L168 28C176 30 178 40 176 50Z" fill="${BRAND}"/>
<path d="M46 22L70 8C76 5 90 5 100 8L122 22Z" fill="#bfdbfe"/>
<path d="M86 6V22" stroke="${BRAND}" stroke-width="4"/>
<rect x="160" y="32" width="14" height="7" rx="3" fill="#fde68a"/>
<rect x="2" y="32" width="10" height="7" rx="3" fill="#f87171"/>
<circle cx="40" cy="52" r="15" fill="#0f172a"/><circle cx="40" cy="52" r="6" fill="#cbd5e1"/>
<circle cx="140" cy="52" r="15" fill="#0f172a"/><circle cx="140" cy="52" r="6" fill="#cbd5e1"/></g>
<rect x="406" y="200" width="8" height="52" rx="3" fill="#64748b"/>
<g transform="rotate(45 410 190)"><rect x="382" y="162" width="56" height="56" rx="8" fill="#fbbf24" stroke="#1e293b" stroke-width="4"/></g>
<rect x="406" y="170" width="8" height="26" rx="4" fill="#1e293b"/><circle cx="410" cy="206" r="4.5" fill="#1e293b"/>
</svg>`
}
