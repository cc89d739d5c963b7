import type { SVGProps } from 'react'

// Inline icons: a handful of paths is lighter than an icon library. Always decorative; the
// control that holds one carries the accessible name.
type IconProps = SVGProps<SVGSVGElement>

const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const

const stroked = {
  ...base,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export const MenuIcon = (props: IconProps) => (
  <svg {...stroked} {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
)

export const CloseIcon = (props: IconProps) => (
  <svg {...stroked} {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
)

export const ShareIcon = (props: IconProps) => (
  <svg {...stroked} {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </svg>
)

export const XLogoIcon = (props: IconProps) => (
  <svg {...base} fill="currentColor" {...props}>
    <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.19L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.58l11.09 14.48Z" />
  </svg>
)

export const YouTubeIcon = (props: IconProps) => (
  <svg {...base} fill="currentColor" {...props}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z" />
  </svg>
)

export const ArrowRightIcon = (props: IconProps) => (
  <svg {...stroked} width={16} height={16} {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
)

export const EnvelopeIcon = (props: IconProps) => (
  <svg {...stroked} {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
)

export const BellIcon = (props: IconProps) => (
  <svg {...stroked} {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
)
