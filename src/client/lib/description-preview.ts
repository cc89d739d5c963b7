/** The card shows this many characters of the description. */
export const DESCRIPTION_PREVIEW_LENGTH = 100

// Kept out of #shared/cars: a module there shares a chunk with the search schemas, and the home
// page's cards would download zod (about 37 KB gzip) for this one line.
export function descriptionPreview(description: string): string {
  return `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...`
}
