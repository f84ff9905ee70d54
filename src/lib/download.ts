// Imported by the download buttons' script (shipped to the browser): keep it tiny.
import { openPopup } from '../stores/popup';

/**
 * What every download button does, in one place. Until the member flows land, a visitor
 * always gets the download dialog (log in first); that work replaces this body with the
 * signed-URL download for members and the guest log, and no button needs to change.
 */
export async function requestDownload(): Promise<void> {
  openPopup('down');
}
