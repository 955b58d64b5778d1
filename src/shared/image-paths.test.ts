import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGES, fallbackImageFor, resolveImagePath } from './image-paths';

describe('resolveImagePath', () => {
  it('uses full http(s) URLs as they are', () => {
    expect(resolveImagePath('https://cdn.example.org/a.jpg')).toBe('https://cdn.example.org/a.jpg');
    expect(resolveImagePath('HTTP://cdn.example.org/a.jpg')).toBe('HTTP://cdn.example.org/a.jpg');
  });
  it('uses paths under /uploads/ as they are', () => {
    expect(resolveImagePath('/uploads/abc.webp')).toBe('/uploads/abc.webp');
  });
  it('prefixes a bare file name with /uploads/', () => {
    expect(resolveImagePath('photo-12.jpg')).toBe('/uploads/photo-12.jpg');
  });
  it('uses other paths as they are', () => {
    expect(resolveImagePath('/fallback/sale-1.svg')).toBe('/fallback/sale-1.svg');
    expect(resolveImagePath('images/a.png')).toBe('images/a.png');
  });
});

describe('fallbackImageFor', () => {
  it('offers five fallback images', () => {
    expect(FALLBACK_IMAGES).toHaveLength(5);
    expect(new Set(FALLBACK_IMAGES).size).toBe(5);
  });
  it('picks by the first number in the path', () => {
    expect(fallbackImageFor('/uploads/sale-7-photo-2.jpg')).toBe(FALLBACK_IMAGES[2]);
    expect(fallbackImageFor('/uploads/10.jpg')).toBe(FALLBACK_IMAGES[0]);
    expect(fallbackImageFor('/uploads/3.jpg')).toBe(FALLBACK_IMAGES[3]);
  });
  it('picks the same image for the same path and the first when there is no number', () => {
    expect(fallbackImageFor('/uploads/x99.jpg')).toBe(fallbackImageFor('/uploads/x99.jpg'));
    expect(fallbackImageFor('/uploads/abc.jpg')).toBe(FALLBACK_IMAGES[0]);
  });
});
