// The little of jsdom (a dev dependency without bundled types) that server tests use to parse markup.
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      markup: string,
      options?: { contentType?: string; runScripts?: 'dangerously' | 'outside-only' },
    );
    readonly window: Window & typeof globalThis;
  }
}
