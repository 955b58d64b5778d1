/** Debian's Chromium, which the browser tests and the bench run (CHROMIUM_PATH to use another). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Its switches: no sandbox and no GPU, and closed off from the network it cannot reach anyway (see STACK-NOTES). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
