// /down/handoff.json: what the download buttons' handoff dialog says, and the app store links
// (components/handoff/handoff-copy.ts fetches it on the first press). Plain text for a dialog:
// the preview's edit markers are taken out.
import { stegaClean } from '@sanity/client/stega';
import type { APIRoute } from 'astro';

import { shortDownloadAddress } from '../../components/handoff/download-address';
import type { HandoffCopy } from '../../components/handoff/handoff-copy';
import { getDownloadHandoff, getSiteSettings } from '../../lib/content';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('[handoff] the site has no address (astro.config site); the short address needs it');
  const [handoff, settings] = await Promise.all([getDownloadHandoff(), getSiteSettings()]);
  const copy: HandoffCopy = stegaClean({
    ...handoff,
    appStore: settings.appStore,
    shortAddress: shortDownloadAddress(site),
  });
  return new Response(JSON.stringify(copy), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
