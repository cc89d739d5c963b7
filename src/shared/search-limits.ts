/**
 * The longest search text. Apart from search-fields.ts so that the home page's search box, which
 * is limited by it, does not bring every search field (and their option lists) into the first load.
 */
export const SEARCH_TEXT_MAX = 100
