// Every download button on / and /down calls requestDownload(). It ships with those pages,
// so it imports no supabase-js: a guest is known from the session peek, and the Supabase
// modules load only once the button is pressed.
import { currentAttribution } from '../../lib/attribution/visit';
import { DOWNLOAD_STARTED, PROGRAM_LOAD_FAILED } from '../../lib/messages';
import { messageOf } from '../../lib/supabase/errors';
import { peekSession } from '../../lib/supabase/session-peek';
import { openDialog } from '../../stores/dialog';
import { withLoading } from '../../stores/loading';
import { confirmSession } from '../../stores/session';

const loadDownloads = () => import('../../lib/supabase/downloads');

/**
 * The guest download log (docs/product.md#download). It is statistics only: if it fails, the person has nothing
 * to do about it, so it goes to the console rather than interrupting them.
 */
function logGuestDownload(): void {
  loadDownloads()
    .then(({ logDownload }) => logDownload(currentAttribution()))
    .catch((error: unknown) => console.warn('[download] the guest download was not logged', error));
}

function askToLogIn(): void {
  openDialog('down');
  logGuestDownload();
}

/** Says what happened on the status line under the pressed button (DownloadButton.astro). */
function say(button: Element | null, text: string, tone: 'done' | 'error'): void {
  const status = button?.closest('[data-download-action]')?.querySelector<HTMLElement>('[data-download-status]');
  if (!status) return;
  status.dataset.tone = tone;
  // The same words again are announced again: clear, then write.
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = text));
}

/**
 * A member gets the installer (a short link from the download function, logged) and the line under
 * the button says it started;
 * a guest sees the download dialog.
 */
export async function requestDownload(button: Element | null = null): Promise<void> {
  if (!peekSession()) {
    askToLogIn();
    return;
  }
  try {
    const url = await withLoading(async () => {
      if (!(await confirmSession())) return null;
      // The download function logs it (within the member's hourly limit) before it signs.
      const { installerUrl } = await loadDownloads();
      return installerUrl(currentAttribution());
    });
    if (url === null) return askToLogIn();
    // The signed URL answers with Content-Disposition: attachment, so the page stays put and the
    // browser shows no sign of its own on the page: the status line does.
    window.location.assign(url);
    say(button, DOWNLOAD_STARTED, 'done');
  } catch (error) {
    say(button, messageOf(error, PROGRAM_LOAD_FAILED), 'error');
  }
}
