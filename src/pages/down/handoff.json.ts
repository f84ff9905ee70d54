// /down/handoff.json: what the download buttons' handoff dialog says, and the app store links
// (components/handoff/handoff-copy.ts fetches it on the first press). Plain text for a dialog:
// the preview's edit markers are taken out.
import { stegaClean } from '@sanity/client/stega';
import type { APIRoute } from 'astro';

import type { HandoffCopy } from '../../components/handoff/handoff-copy';
import { getDownloadHandoff, getSiteSettings } from '../../lib/content';

export const GET: APIRoute = async () => {
  const [handoff, settings] = await Promise.all([getDownloadHandoff(), getSiteSettings()]);
  const copy: HandoffCopy = stegaClean({ ...handoff, appStore: settings.appStore });
  return new Response(JSON.stringify(copy), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
