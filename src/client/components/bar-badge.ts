/**
 * Where CountBadge sits on a round navbar button (inbox, bell). Apart from count-badge.tsx, which
 * the navbar's first load holds: only the buttons' lazy parts import this.
 */
export const barBadge = 'absolute -top-0.5 -right-0.5 min-w-4 px-1 sm:top-0.5 sm:right-0.5'
