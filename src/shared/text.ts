/**
 * 'garage sales' -> 'Garage Sales', for headings (spec: {product} is capitalised in headings). A word
 * starts at the beginning, after white space or after a hyphen; `\b` would not do, as it knows only ASCII
 * letters and so starts a new word after 'é'.
 */
export function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])(\p{L})/gu,
    (_match, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** 'garage sales' -> 'garage sale' (spec: {product} in the singular). */
export function singularNoun(noun: string): string {
  return noun.replace(/s$/i, '');
}
