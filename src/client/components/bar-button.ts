/**
 * The navbar's round icon buttons (social, inbox, bell, and the bell's placeholder, which must
 * match it): small on phones and again from lg to xl, where the bar also holds the page links,
 * so that a signed-in person's full bar fits 360 px and 1024 px.
 */
export const barButton = 'btn btn-ghost btn-circle btn-sm sm:btn-md lg:btn-sm xl:btn-md'
