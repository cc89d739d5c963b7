import type { SVGProps } from 'react'

// Inline icons: a handful of paths is lighter than an icon library. Always decorative; the
// control that holds one carries the accessible name.
export type IconProps = SVGProps<SVGSVGElement>

export const iconBase = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const

export const strokedIcon = {
  ...iconBase,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export const MenuIcon = (props: IconProps) => (
  <svg {...strokedIcon} {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
)

export const CloseIcon = (props: IconProps) => (
  <svg {...strokedIcon} {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
)

export const ArrowRightIcon = (props: IconProps) => (
  <svg {...strokedIcon} width={16} height={16} {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
)

export const EnvelopeIcon = (props: IconProps) => (
  <svg {...strokedIcon} {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
)

export const BellIcon = (props: IconProps) => (
  <svg {...strokedIcon} {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
)

export const SearchIcon = (props: IconProps) => (
  <svg {...strokedIcon} {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
)
