import { linear, roundedPath, type Pt } from './svg'

export type RimStyle = 'silver' | 'dark'

const RIMS: Record<RimStyle, readonly [string, string, string]> = {
  silver: ['#f4f6f9', '#a7afba', '#2b2f36'],
  dark: ['#5a616c', '#23272e', '#121418'],
}

/** A wheel seen from the side: tyre, sidewall, brake disc and a five-spoke rim. */
export function sideWheel(id: string, cx: number, cy: number, r: number, rim: RimStyle): string {
  const [hi, lo, well] = RIMS[rim]
  const spoke: Pt[] = [
    [-0.06 * r, -0.12 * r, 2],
    [0.06 * r, -0.12 * r, 2],
    [0.13 * r, -0.62 * r, 3],
    [-0.13 * r, -0.62 * r, 3],
  ]
  const d = roundedPath(spoke)
  const spokes = [0, 72, 144, 216, 288]
    .map((a) => `<path d="${d}" transform="rotate(${a + 18})"/>`)
    .join('')
  return `<g transform="translate(${cx} ${cy})">
<defs>${linear(
    `${id}r`,
    [
      [0, hi],
      [1, lo],
    ],
    [0, 0, 1, 1],
  )}</defs>
<circle r="${r}" fill="#18191c"/>
<circle r="${r * 0.86}" fill="none" stroke="#2d3036" stroke-width="${r * 0.05}"/>
<path d="M${-r * 0.7} ${-r * 0.55}A${r * 0.9} ${r * 0.9} 0 0 1 ${r * 0.2} ${-r * 0.88}" fill="none" stroke="#ffffff" stroke-opacity=".08" stroke-width="${r * 0.1}" stroke-linecap="round"/>
<circle r="${r * 0.68}" fill="${well}"/>
<circle r="${r * 0.5}" fill="#7b818a"/>
<circle r="${r * 0.44}" fill="#5d636c"/>
<path d="M${-r * 0.48} ${-r * 0.1}A${r * 0.49} ${r * 0.49} 0 0 1 ${-r * 0.12} ${-r * 0.48}L${-r * 0.1} ${-r * 0.3}A${r * 0.3} ${r * 0.3} 0 0 0 ${-r * 0.3} ${-r * 0.08}Z" fill="#c42a2a"/>
<g fill="url(#${id}r)">${spokes}</g>
<circle r="${r * 0.66}" fill="none" stroke="url(#${id}r)" stroke-width="${r * 0.07}"/>
<circle r="${r * 0.16}" fill="url(#${id}r)" stroke="${lo}" stroke-width="1"/>
<circle r="${r * 0.06}" fill="${well}"/>
</g>`
}
