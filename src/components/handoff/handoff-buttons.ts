// The device check behind the download buttons (docs/product.md#download-on-a-phone): after the
// first screen, on a device that cannot run the Windows installer, every download button is
// marked so that it shows its Windows note (DownloadButton.astro) and opens the handoff dialog
// when pressed instead of downloading. Imported by the page script on pages with a download
// button: tiny, and it changes nothing on Windows.
import { needsHandoff, thisDevice } from '../../lib/attribution/device';

/** Set on each [data-download-action] to the device class; the page script reads it on press. */
export const HANDOFF_ATTRIBUTE = 'data-handoff';

/** Marks the page's download buttons when this device needs the handoff; whether it does. */
export function markHandoffButtons(root: ParentNode = document): boolean {
  const device = thisDevice();
  if (!needsHandoff(device)) return false;
  for (const action of root.querySelectorAll('[data-download-action]')) {
    action.setAttribute(HANDOFF_ATTRIBUTE, device.deviceClass);
  }
  return true;
}
