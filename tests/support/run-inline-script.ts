// Runs a script the pages carry inline (the pre-paint checks, the first-screen starter, the late
// fonts) the way a browser runs a classic <script>: its text, in the global scope, where the test
// has put the document, storage and stubs it reads. One place, because evaluating a string is
// what the lint forbids everywhere else.

/** Runs `source` as a classic script; what it throws reaches the caller. */
export function runInlineScript(source: string): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own script text is what runs in the browser
  const script = new Function(source) as () => void;
  script();
}
