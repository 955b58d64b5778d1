import { describe, expect, it } from 'vitest';
import { titleCase } from './text';

describe('titleCase', () => {
  it('capitalises the first letter of each word', () => {
    expect(titleCase('garage sales')).toBe('Garage Sales');
    expect(titleCase('yard  sales')).toBe('Yard  Sales');
  });

  it('does not start a new word after an accented letter', () => {
    expect(titleCase('marché aux puces')).toBe('Marché Aux Puces');
    expect(titleCase('ventes de débarras')).toBe('Ventes De Débarras');
    expect(titleCase('flohmärkte')).toBe('Flohmärkte');
  });

  it('capitalises a word that starts with an accented letter and each part of a hyphenated noun', () => {
    expect(titleCase('église sales')).toBe('Église Sales');
    expect(titleCase('vide-greniers')).toBe('Vide-Greniers');
    expect(titleCase('rummage-and-yard sales')).toBe('Rummage-And-Yard Sales');
  });

  it("leaves an apostrophe's letter alone", () => {
    expect(titleCase("neighbours' sales")).toBe("Neighbours' Sales");
  });
});
