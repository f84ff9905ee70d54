// The dialog's words arrive as a file the build writes; anything else is not shown.
import { describe, expect, it } from 'vitest';

import { type HandoffCopy, parseHandoffCopy } from './handoff-copy';

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
  kakaoNote: '하루 3번까지',
  appLabel: '매출 조회 앱 받기',
  anywayLabel: '그래도 내려받기',
  guideLinkLabel: '설치 방법 보기',
  appStore: { ios: 'https://apps.apple.com/kr/app/x', android: 'https://play.google.com/store/apps/details?id=x' },
};

describe('parseHandoffCopy', () => {
  it('takes the file the build writes', () => {
    expect(parseHandoffCopy(JSON.parse(JSON.stringify(COPY)))).toEqual(COPY);
  });

  it.each([
    ['nothing', null],
    ['a missing label', { ...COPY, shareLabel: undefined }],
    ['an empty label', { ...COPY, kakaoLabel: '' }],
    ['no short address', { ...COPY, shortAddress: undefined }],
    ['an app link that is not https', { ...COPY, appStore: { ...COPY.appStore, ios: 'javascript:alert(1)' } }],
    ['no app links', { ...COPY, appStore: null }],
  ])('refuses %s', (_, value) => {
    expect(parseHandoffCopy(value)).toBeNull();
  });
});
