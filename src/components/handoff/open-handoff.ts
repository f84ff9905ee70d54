// What a download button does on a device that cannot run the installer
// (docs/product.md#download-on-a-phone): the page script calls openHandoff() instead of
// requestDownload(), and this module (with the dialog's words) loads on that first press.
import { thisDevice } from '../../lib/attribution/device';
import { currentAttribution } from '../../lib/attribution/visit';
import { formatPhone, validatePhone } from '../../lib/forms/phone';
import {
  HANDOFF_LOAD_FAILED,
  KAKAO_LINK_SENT,
  KAKAO_SIGN_IN_REASON,
  LINK_COPIED,
  LINK_COPY_FAILED,
  LINK_SHARED,
} from '../../lib/messages';
import { openDialog } from '../../stores/dialog';
import { type HandoffCopy, loadHandoffCopy } from './handoff-copy';
import { buildHandoffDialog, type HandoffParts } from './handoff-dialog';
import { type KakaoOutcome, savePhoneAndSend, sendLinkByKakao } from './kakao-link';
import { sendToPc } from './send-to-pc';

let parts: HandoffParts | undefined;
/** The download button that opened the dialog: focus goes back to it, 그래도 내려받기 downloads through it. */
let opener: Element | null = null;

/** The same words again are announced again: clear, then write. */
function say(status: HTMLElement, text: string): void {
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = text));
}

/** Statistics only: a PC로 보내기 that was not recorded changes nothing for the visitor. */
function recordSend(channel: 'share' | 'copy'): void {
  import('../../lib/supabase/handoffs')
    .then(({ logHandoff }) => logHandoff(channel, currentAttribution()))
    .catch((error: unknown) => console.warn('[handoff] the send to a PC was not recorded', error));
}

/** Runs one action with the dialog's buttons off, so one press is one request. */
async function busy<T>(ui: HandoffParts, action: () => Promise<T>): Promise<T> {
  const buttons = [ui.share, ui.kakao, ui.anyway, ...ui.phoneForm.querySelectorAll('button')];
  buttons.forEach((button) => (button.disabled = true));
  ui.dialog.setAttribute('aria-busy', 'true');
  try {
    return await action();
  } finally {
    buttons.forEach((button) => (button.disabled = false));
    ui.dialog.removeAttribute('aria-busy');
  }
}

async function share(ui: HandoffParts, copy: HandoffCopy): Promise<void> {
  const { outcome, url } = await busy(ui, () => sendToPc(copy.shareText, window.location.origin));
  ui.manualLink.hidden = outcome !== 'manual';
  if (outcome === 'shared' || outcome === 'copied') {
    say(ui.status, outcome === 'shared' ? LINK_SHARED : LINK_COPIED);
    recordSend(outcome === 'shared' ? 'share' : 'copy');
  } else if (outcome === 'manual') {
    say(ui.status, LINK_COPY_FAILED);
    ui.manualLink.value = url;
    ui.manualLink.select();
  }
}

function answerKakao(ui: HandoffParts, outcome: KakaoOutcome): void {
  ui.phoneForm.hidden = outcome.kind !== 'no-phone';
  switch (outcome.kind) {
    case 'sent':
      return say(ui.status, KAKAO_LINK_SENT);
    case 'sign-in':
      ui.dialog.close();
      return openDialog('login', KAKAO_SIGN_IN_REASON);
    case 'no-phone':
      say(ui.status, outcome.message);
      return ui.phoneInput.focus();
    case 'failed':
      return say(ui.status, outcome.message);
  }
}

function wire(ui: HandoffParts, copy: HandoffCopy): HandoffParts {
  ui.share.addEventListener('click', () => void share(ui, copy));
  ui.kakao.addEventListener('click', () => void busy(ui, sendLinkByKakao).then((outcome) => answerKakao(ui, outcome)));
  ui.phoneInput.addEventListener('input', () => (ui.phoneInput.value = formatPhone(ui.phoneInput.value)));
  ui.phoneForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const problem = validatePhone(ui.phoneInput.value);
    ui.phoneError.textContent = problem ?? '';
    ui.phoneInput.setAttribute('aria-invalid', String(problem !== null));
    if (problem) return ui.phoneInput.focus();
    void busy(ui, () => savePhoneAndSend(ui.phoneInput.value)).then((outcome) => answerKakao(ui, outcome));
  });
  ui.anyway.addEventListener('click', () => {
    const button = opener;
    ui.dialog.close();
    import('../download/request-download')
      .then(({ requestDownload }) => requestDownload(button))
      .catch((error: unknown) => console.warn('[handoff] the download code failed to load', error));
  });
  ui.dialog.addEventListener('close', () => {
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  });
  return ui;
}

/** Says under the pressed button why nothing opened (the dialog's words could not be fetched). */
function sayUnder(button: Element, text: string): void {
  const status = button.closest('[data-download-action]')?.querySelector<HTMLElement>('[data-download-status]');
  if (!status) return;
  status.dataset.tone = 'error';
  say(status, text);
}

/** Opens the handoff dialog for the pressed download button. */
export async function openHandoff(button: Element): Promise<void> {
  let copy: HandoffCopy;
  try {
    copy = await loadHandoffCopy();
  } catch (error) {
    console.warn('[handoff] the dialog’s words could not be fetched', error);
    return sayUnder(button, HANDOFF_LOAD_FAILED);
  }
  parts ??= wire(buildHandoffDialog(copy, thisDevice().platform), copy);
  opener = button;
  parts.status.textContent = '';
  parts.manualLink.hidden = true;
  if (!parts.dialog.isConnected) document.body.append(parts.dialog);
  if (!parts.dialog.open) parts.dialog.showModal();
}
