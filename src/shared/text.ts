/** 'garage sales' -> 'Garage Sales', for headings (spec: {product} is capitalised in headings). */
export function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
