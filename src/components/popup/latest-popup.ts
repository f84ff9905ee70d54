// Reads the first-visit popup from Sanity's CDN in the browser, so a notice published after
// the last build still shows. Only when a Sanity project is configured; the baked copy is
// the fallback. No @sanity/client here: one GET with fetch keeps the popup's script small.
import { firstVisitPopupQuery } from '../../lib/content/queries/popup';
import type { PopupConfig } from './first-visit';
import { toPlacement } from './placement';

/** Public coordinates of the dataset; never a token. */
export interface SanityPublic {
  projectId: string;
  dataset: string;
  apiVersion: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The query result as a popup config, or null when the editors removed it (or it is malformed). */
export function toPopupConfig(value: unknown): PopupConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, content, link, lastDay, placement, routes } = value as Record<string, unknown>;
  if (!isText(title) || !isText(content) || !isText(lastDay)) return null;
  return {
    title,
    content,
    lastDay,
    link: isText(link) && link !== '' ? link : null,
    placement: toPlacement(placement),
    routes: Array.isArray(routes) ? routes.filter(isText) : [],
  };
}

/** The coordinates the page hands the popup's element as an attribute, or null when absent or malformed. */
export function toSanityPublic(value: unknown): SanityPublic | null {
  if (typeof value !== 'object' || value === null) return null;
  const { projectId, dataset, apiVersion } = value as Record<string, unknown>;
  return isText(projectId) && isText(dataset) && isText(apiVersion) ? { projectId, dataset, apiVersion } : null;
}

export function popupQueryUrl({ projectId, dataset, apiVersion }: SanityPublic): string {
  const query = encodeURIComponent(firstVisitPopupQuery);
  return `https://${projectId}.apicdn.sanity.io/v${apiVersion}/data/query/${dataset}?query=${query}&perspective=published`;
}

export async function fetchLatestPopup(sanity: SanityPublic): Promise<PopupConfig | null> {
  const response = await fetch(popupQueryUrl(sanity), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Sanity CDN answered ${response.status}`);
  const body: unknown = await response.json();
  return toPopupConfig(typeof body === 'object' && body !== null ? (body as { result?: unknown }).result : null);
}
