// The `client:demand` directive (see demand.ts). Astro inlines it into every page that uses it,
// so it imports nothing but demand.ts's two small helpers.
import type { ClientDirective } from 'astro';

import { DEMAND_EVENT, demandAttribute } from './demand';

const demandDirective: ClientDirective = (load, options) => {
  const store = String(options.value);
  const hydrate = async () => {
    window.removeEventListener(DEMAND_EVENT, onDemand);
    const run = await load();
    await run();
  };
  function onDemand(event: Event) {
    if (event instanceof CustomEvent && event.detail === store) void hydrate();
  }
  if (document.documentElement.hasAttribute(demandAttribute(store))) void hydrate();
  else window.addEventListener(DEMAND_EVENT, onDemand);
};

export default demandDirective;
