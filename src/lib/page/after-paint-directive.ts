// The `client:after-paint` directive: the island hydrates once the first screen is on display
// (first-screen.ts). Astro inlines it into every page that uses it, so it imports nothing but
// that one small helper.
import type { ClientDirective } from 'astro';

import { afterFirstScreen } from './first-screen';

const afterPaintDirective: ClientDirective = (load) => {
  afterFirstScreen(() => {
    void load().then((hydrate) => hydrate());
  });
};

export default afterPaintDirective;
