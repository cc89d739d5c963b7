// Grids are 1, 2 or 3 columns inside a container at most 80rem (1280 px) wide. A module of its
// own: the category cards need it without the car cards' code (Home's first view).
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
