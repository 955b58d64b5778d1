/*
 * Vitest's setup file: a component test starts as the app does. main.tsx loads the boot namespaces (the
 * shell's words, which shared components such as SaleImage, CategoryGrid and ConfirmDialog speak) before
 * its first render, so those components never suspend in the app; a test rendering one of them without
 * LocaleProvider gets the same start. Only in a browser-like environment (jsdom): server tests skip it.
 */
if (typeof document !== 'undefined') {
  const { loadBootNamespaces } = await import('../lib/i18n');
  await loadBootNamespaces('en');
}

export {};
