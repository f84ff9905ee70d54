// Shared by pages and components (build time) and the no-script rules of the page frame.

/**
 * On an element that only works with scripts (a status the code would replace, a filter that runs
 * in the browser): hidden when the browser runs none (src/layouts/no-script.ts).
 */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';
