// jsdom ships no types and @types/jsdom is not installed: the little that tests use of it
// directly (site-header.test.ts builds its own window) is declared here.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
