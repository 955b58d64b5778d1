import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (and libvips under it), loaded on the first photo it decodes: about 10 MB the app does not hold
 * until a seller uploads one (issue 10's memory budget). Later calls share the one module.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
}
