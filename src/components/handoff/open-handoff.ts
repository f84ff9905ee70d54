// What a download button does on a device that cannot run the installer
// (docs/product.md#download-on-a-phone): the page script calls openHandoff() instead of
// requestDownload(), and this module (with the dialog's words) loads on that first press.
import { thisDevice } from '../../lib/attribution/device';
import { currentAttribution } from '../../lib/attribution/visit';
import { copyText } from '../../lib/clipboard';
import {
  ADDRESS_COPIED,
  ADDRESS_COPY_FAILED,
  HANDOFF_LOAD_FAILED,
  KAKAO_LINK_SENT,
  KAKAO_SIGN_IN_REASON,
  LINK_COPIED,
  LINK_COPY_FAILED,
  LINK_SHARED,
  PHONE_PROOF_MESSAGES,
  wrongCode,
} from '../../lib/messages';
import { $dialog, openDialog } from '../../stores/dialog';
import { type HandoffCopy, loadHandoffCopy } from './handoff-copy';
import { buildHandoffDialog, type HandoffParts } from './handoff-dialog';
import { clearHandoffReturn, markHandoffReturn } from './handoff-return';
import { confirmCodeAndSend, type ProofOutcome, requestCode, sendLinkByKakao } from './kakao-link';
import { checkCode, checkNumber, formatAsTyped, showCodeStep, showNumberStep } from './phone-proof';
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
  const buttons = [ui.share, ui.kakao, ui.anyway, ui.copyAddress, ...ui.proof.root.querySelectorAll('button')];
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

/** 주소 복사: where copying fails, the address is selected on screen to type or copy by hand. */
async function copyAddress(ui: HandoffParts, copy: HandoffCopy): Promise<void> {
  if (await copyText(copy.shortAddress)) return say(ui.status, ADDRESS_COPIED);
  say(ui.status, ADDRESS_COPY_FAILED);
  window.getSelection()?.selectAllChildren(ui.address);
}

/**
 * A guest's press: the login dialog, with the way back to this one in the address (the sign-in
 * returns there and the page opens the dialog again, handoff-return.ts). Closing the login
 * dialog without signing in takes the way back away.
 */
function askToSignIn(ui: HandoffParts): void {
  ui.dialog.close();
  markHandoffReturn();
  openDialog('login', KAKAO_SIGN_IN_REASON);
  const stop = $dialog.listen(({ active }) => {
    if (active) return;
    stop();
    clearHandoffReturn();
  });
}

function answerKakao(ui: HandoffParts, outcome: ProofOutcome): void {
  const { proof } = ui;
  if (outcome.kind === 'sent' || outcome.kind === 'sign-in') proof.root.hidden = true;
  switch (outcome.kind) {
    case 'sent':
      return say(ui.status, KAKAO_LINK_SENT);
    case 'sign-in':
      return askToSignIn(ui);
    case 'no-phone':
      say(ui.status, outcome.message);
      return showNumberStep(proof);
    case 'code-sent':
      say(ui.status, PHONE_PROOF_MESSAGES.codeSent);
      return showCodeStep(proof);
    case 'wrong-code':
      if (outcome.triesLeft === 0) {
        say(ui.status, wrongCode(0));
        return showNumberStep(proof);
      }
      proof.codeError.textContent = wrongCode(outcome.triesLeft);
      proof.codeInput.setAttribute('aria-invalid', 'true');
      proof.codeInput.select();
      return;
    case 'code-used-up':
      say(ui.status, outcome.message);
      return showNumberStep(proof);
    case 'failed':
      return say(ui.status, outcome.message);
  }
}

function wire(ui: HandoffParts, copy: HandoffCopy): HandoffParts {
  ui.share.addEventListener('click', () => void share(ui, copy));
  ui.copyAddress.addEventListener('click', () => void copyAddress(ui, copy));
  ui.kakao.addEventListener('click', () => void busy(ui, sendLinkByKakao).then((outcome) => answerKakao(ui, outcome)));
  formatAsTyped(ui.proof);
  ui.proof.numberForm.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!checkNumber(ui.proof)) return;
    void busy(ui, () => requestCode(ui.proof.numberInput.value)).then((outcome) => answerKakao(ui, outcome));
  });
  ui.proof.codeForm.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!checkCode(ui.proof)) return;
    const { numberInput, codeInput } = ui.proof;
    void busy(ui, () => confirmCodeAndSend(numberInput.value, codeInput.value)).then((outcome) =>
      answerKakao(ui, outcome),
    );
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
