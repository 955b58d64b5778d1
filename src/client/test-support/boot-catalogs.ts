/*
 * Vitest's setup file: a component test starts as the app does. main.tsx loads the boot namespaces (the
 * shell's words, which shared components such as SaleImage, CategoryGrid and ConfirmDialog speak) before
 * its first render, so those components never suspend in the app; a test rendering one of them without
 * LocaleProvider gets the same start. Only in a browser-like environment (jsdom): server tests skip it.
 * It also gives Testing Library's waits more time on a busy machine (they still end as soon as the state
 * is there).
 */
if (typeof document !== 'undefined') {
  const { loadBootNamespaces } = await import('../lib/i18n');
  await loadBootNamespaces('en');
  // findBy… and waitFor wait for a state, up to this long: their default second was missed by the first
  // render of a file (its lazy modules, a list of 59 cards) on a loaded two-core machine.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
