// The handoff dialog's markup: the short address to type on the PC with its copy button, and the
// members-only note read with 카카오톡으로 받기 before it is pressed.
import { describe, expect, it } from 'vitest';

import type { HandoffCopy } from './handoff-copy';
import { buildHandoffDialog } from './handoff-dialog';

const COPY: HandoffCopy = {
  windowsNote: '윈도우 PC용',
  dialogTitle: '매장 PC에서 설치해 주세요',
  dialogIntro: '이 기기에는 설치할 수 없습니다.',
  addressLabel: '매장 PC 주소창에 이렇게 입력하세요',
  copyLabel: '주소 복사',
  shortAddress: 'sodampos.kr/down',
  shareLabel: 'PC로 보내기',
  shareText: '매장 PC에서 열어 주세요.',
  kakaoLabel: '카카오톡으로 받기',
  kakaoNote: '로그인한 회원만 받을 수 있습니다.',
  appLabel: '매출 조회 앱 받기',
  anywayLabel: '그래도 내려받기',
  guideLinkLabel: '설치 방법 보기',
  appStore: { ios: 'https://apps.apple.com/kr/app/x', android: 'https://play.google.com/store/apps/details?id=x' },
};

/** The words an element's aria-describedby points at. */
const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => element.ownerDocument.getElementById(id)?.textContent)
    .join(' ');

describe('buildHandoffDialog', () => {
  it('shows the short address under its label, with a copy button that names it', () => {
    const { dialog, address, copyAddress } = buildHandoffDialog(COPY, 'ios');
    document.body.append(dialog);
    expect(address.textContent).toBe('sodampos.kr/down');
    expect(dialog.textContent).toContain(COPY.addressLabel);
    expect(copyAddress.textContent).toBe(COPY.copyLabel);
    expect(description(copyAddress)).toBe('sodampos.kr/down');
    // Before the ways to send it: the address is what a visitor can act on at once.
    expect(address.compareDocumentPosition(dialog.querySelector('.handoff-options')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    dialog.remove();
  });

  it('describes 카카오톡으로 받기 with the members-only note', () => {
    const { dialog, kakao } = buildHandoffDialog(COPY, null);
    document.body.append(dialog);
    expect(description(kakao)).toBe(COPY.kakaoNote);
    dialog.remove();
  });

  it('puts every CMS word in as text, never as markup', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { dialog, address } = buildHandoffDialog({ ...COPY, shortAddress: hostile, addressLabel: hostile }, 'ios');
    expect(address.textContent).toBe(hostile);
    expect(dialog.querySelector('img')).toBeNull();
  });
});
