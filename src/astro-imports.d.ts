// What a .ts module sees when it imports a component: astro check and the editor's Astro plugin
// read the .astro file itself, but a plain TypeScript program (typescript-eslint's, for the
// container tests that render components) cannot, and would type the import as an error. A
// real file always wins over this fallback, so astro check keeps each component's own props.
declare module '*.astro' {
  import type { AstroComponentFactory } from 'astro/runtime/server/index.js';

  const Component: AstroComponentFactory;
  export default Component;
}
