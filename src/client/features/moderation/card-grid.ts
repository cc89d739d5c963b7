/**
 * Where a stacked table's box is a card but still wide (a laptop's dashboard beside its menu),
 * its label and value pairs go two by two, so the cards are half as tall; the title and the
 * actions take the whole width.
 */
export const cardGrid = '@max-4xl:@xl:grid @max-4xl:@xl:grid-cols-2 @max-4xl:@xl:gap-x-8'
export const wide = '@max-4xl:@xl:col-span-2'
