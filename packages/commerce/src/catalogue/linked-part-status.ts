/**
 * docs/specification/validation.md: linked product queries require status 1. A grouped product's members and a
 * bundle's parts are shown and offered only while enabled (status 1); any other status hides
 * them, and a bundle that needs a hidden part cannot be bought.
 */
export const isOfferedPart = (status: number): boolean => status === 1;
