import { within } from '@testing-library/react'

/** Where the link named `name` goes, found in `container` (the whole page by default). */
export const hrefOf = (name: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByRole('link', { name }).getAttribute('href')
