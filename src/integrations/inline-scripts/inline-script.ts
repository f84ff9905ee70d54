// Which of a page's <script> elements the browser runs from the page itself: the ones the build
// minifies (minify.ts) and the security headers allow by hash (security-headers/csp.ts). JSON-LD
// is data, and a script with `src` is a file.

/** A <script> element: its attributes and its body. */
export const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** 'classic' or 'module' for an inline script the browser runs; null for the rest. */
export function inlineScriptKind(attributes: string, body: string): 'classic' | 'module' | null {
  if (/\bsrc\s*=/i.test(attributes) || body.length === 0) return null;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  if (type === 'module') return 'module';
  return type === undefined || type === 'text/javascript' ? 'classic' : null;
}
