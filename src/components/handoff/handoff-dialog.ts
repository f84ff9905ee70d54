// The handoff dialog (docs/product.md#download-on-a-phone): what a download button opens on a
// device that cannot run the installer. A native modal <dialog> in the top layer, built once per
// page from the CMS words on the first press; what its buttons do is in open-handoff.ts.
import type { AppPlatform } from '../../lib/attribution/device';
import { keepFocusInside } from '../../lib/focus-trap';
import { el, icon, ICONS } from './dom';
import type { HandoffCopy } from './handoff-copy';
import css from './handoff-dialog.css?inline';
import { buildPhoneProof, type PhoneProofParts } from './phone-proof';

export interface HandoffParts {
  dialog: HTMLDialogElement;
  share: HTMLButtonElement;
  kakao: HTMLButtonElement;
  anyway: HTMLButtonElement;
  /** The short address to type on the shop's PC, and its copy button. */
  address: HTMLElement;
  copyAddress: HTMLButtonElement;
  /** Proving a number before 카카오톡으로 받기 (phone-proof.ts). */
  proof: PhoneProofParts;
  status: HTMLElement;
  manualLink: HTMLInputElement;
}

const STORES: Record<AppPlatform, { name: string; key: keyof HandoffCopy['appStore'] }> = {
  ios: { name: 'App Store', key: 'ios' },
  android: { name: 'Google Play', key: 'android' },
};

function appLinks(copy: HandoffCopy, platform: AppPlatform | null): HTMLAnchorElement[] {
  // A Mac, a Chromebook or an unknown phone: the owner's own phone may be either.
  const platforms: AppPlatform[] = platform ? [platform] : ['ios', 'android'];
  return platforms.map((each) =>
    el(
      'a',
      {
        class: 'handoff-option',
        href: copy.appStore[STORES[each].key],
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      icon(ICONS.app),
      el('span', { class: 'handoff-label' }, copy.appLabel, el('span', { class: 'handoff-store' }, STORES[each].name)),
    ),
  );
}

/** Adds the dialog's styles to the page once. */
function addStyles(): void {
  if (document.querySelector('style[data-handoff-styles]')) return;
  const style = document.createElement('style');
  style.dataset.handoffStyles = '';
  style.textContent = css;
  document.head.append(style);
}

/** The dialog's markup, every word a text node. */
export function buildHandoffDialog(copy: HandoffCopy, platform: AppPlatform | null): HandoffParts {
  addStyles();
  const share = el(
    'button',
    { type: 'button', class: 'handoff-option handoff-primary' },
    icon(ICONS.share),
    copy.shareLabel,
  );
  const kakao = el(
    'button',
    { type: 'button', class: 'handoff-option handoff-kakao', 'aria-describedby': 'handoff-kakao-note' },
    icon(ICONS.talk),
    copy.kakaoLabel,
  );
  const anyway = el('button', { type: 'button', class: 'handoff-anyway' }, copy.anywayLabel);
  // Typed by hand on the PC, so it is shown whole, in a face where 0/O and 1/l differ.
  const address = el(
    'strong',
    { id: 'handoff-address', class: 'handoff-address-value', translate: 'no' },
    copy.shortAddress,
  );
  const copyAddress = el(
    'button',
    { type: 'button', class: 'handoff-copy', 'aria-describedby': 'handoff-address' },
    copy.copyLabel,
  );
  const close = el('button', { type: 'button', class: 'handoff-close' }, '닫기');
  const status = el('p', { class: 'handoff-status', role: 'status' });
  const manualLink = el('input', {
    class: 'handoff-manual-link',
    readonly: '',
    hidden: '',
    'aria-label': '다운로드 페이지 주소',
  });
  const proof = buildPhoneProof();
  const dialog = el(
    'dialog',
    {
      class: 'handoff-dialog',
      'aria-labelledby': 'handoff-title',
      'aria-describedby': 'handoff-intro',
      'data-handoff-dialog': '',
    },
    el(
      'div',
      { class: 'handoff-body' },
      el('p', { class: 'handoff-badge' }, copy.windowsNote),
      el('h2', { id: 'handoff-title', class: 'handoff-title' }, copy.dialogTitle),
      el('p', { id: 'handoff-intro', class: 'handoff-intro' }, copy.dialogIntro),
      el(
        'div',
        { class: 'handoff-address' },
        el('p', { class: 'handoff-address-label' }, copy.addressLabel),
        el('p', { class: 'handoff-address-row' }, address, copyAddress),
      ),
      el(
        'div',
        { class: 'handoff-options' },
        share,
        el(
          'div',
          { class: 'handoff-group' },
          kakao,
          el('p', { id: 'handoff-kakao-note', class: 'handoff-note' }, copy.kakaoNote),
        ),
        proof.root,
        ...appLinks(copy, platform),
      ),
      status,
      manualLink,
      el('div', { class: 'handoff-footer' }, anyway, close),
    ),
  );
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') keepFocusInside(event, dialog);
  });
  // A click on the backdrop lands on the <dialog> element itself.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  return { dialog, share, kakao, anyway, address, copyAddress, status, manualLink, proof };
}
