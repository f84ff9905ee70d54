import { describe, expect, it } from 'vitest';

import { koreanRuns, type RunsOptions } from './korean-breaks';

/** The runs as one string, each kept run in ⟨⟩. */
const marked = (text: string, options?: RunsOptions) =>
  koreanRuns(text, options)
    .map((run) => (run.keep ? `⟨${run.text}⟩` : run.text))
    .join('');

describe('koreanRuns keeps on one line', () => {
  // The breaks a reading of every line at 375 px found, and their neighbours.
  it.each([
    ['5만 원 이상', '⟨5만 원⟩ 이상'],
    ['월 5만 장까지', '월 ⟨5만 장까지⟩'],
    ['설치 파일 80.3 MB', '설치 파일 ⟨80.3 MB⟩'],
    ['1,200 원', '⟨1,200 원⟩'],
    ['한 번에 뽑습니다', '⟨한 번에⟩ 뽑습니다'],
    ['두 가지 방법', '⟨두 가지⟩ 방법'],
    ['세 번째 화면', '⟨세 번째⟩ 화면'],
    ['밴 (VAN)사는', '⟨밴 (VAN)사는⟩'],
    ['카드 수수료와 밴(VAN)사는', '카드 수수료와 ⟨밴(VAN)사는⟩'],
    ['오류 정보 수집·보관(브라우저 종류와 시각)', '오류 정보 ⟨수집·⟩보관(브라우저 종류와 시각)'],
    ['무료로 쓰는 상품·매장 이미지', '무료로 쓰는 ⟨상품·⟩매장 이미지'],
    ['박스·낱개 단위', '⟨박스·⟩낱개 단위'],
    ['카카오·네이버·Google 계정', '⟨카카오·⟩⟨네이버·⟩Google 계정'],
    ['[필수] 개인정보 수집·이용에 동의합니다', '[필수] 개인정보 ⟨수집·⟩이용에 동의합니다'],
    ['(웹 스토리지)를 씁니다', '(웹 ⟨스토리지)를⟩ 씁니다'],
    ['10 이상(64비트)이 설치된', '10 ⟨이상(64비트)이⟩ 설치된'],
    ['(회원 탈퇴 때는 그때)에는', '(회원 탈퇴 때는 ⟨그때)에는⟩'],
    ['[사이트 설정])에서', '[사이트 ⟨설정])에서⟩'],
    ['「개인정보 보호법」에 따라', '「개인정보 ⟨보호법」에⟩ 따라'],
    ['“무료”라는 말', '⟨“무료”라는⟩ 말'],
    ['보관하는 기간 · 연락처 slack.com', '보관하는 ⟨기간 ·⟩ 연락처 slack.com'],
    ['한 파일(JSON)로 내려받을', '한 ⟨파일(JSON)로⟩ 내려받을'],
  ])('%s', (text, expected) => {
    expect(marked(text)).toBe(expected);
  });
});

describe('koreanRuns leaves breakable where Korean breaks', () => {
  it.each([
    '정한 번호로 알립니다',
    '한 번역가',
    '설치 10분이면 오늘 장사부터 바로 쓰실 수 있습니다.',
    '버전 2.1 배포',
    '안내 (자세한 내용은 아래) 참고',
    // A remark in brackets may start a line; only a gloss the word goes on after is kept.
    '이메일 주소(네이버는 필수로 받고',
    '한국정보통신기술협회(TTA)',
    'A (B) C',
    '· 첫째 항목',
    'PC 2 GBP',
  ])('%s', (text) => {
    expect(marked(text)).toBe(text);
  });
});

describe('koreanRuns', () => {
  it.each(['', '5만 원', ' 상품·매장 이미지, (웹 스토리지)를 씁니다, 밴 (VAN)사는 '])(
    'gives back the text it was given (%j), cut and nothing else: no joiner, no space changed',
    (text) => {
      expect(
        koreanRuns(text)
          .map((run) => run.text)
          .join(''),
      ).toBe(text);
    },
  );

  it('leaves a heading’s numbers and units to the browser, and keeps its other runs', () => {
    expect(marked('두 가지 방법으로 상품·고객 정보', { heading: true })).toBe('두 가지 방법으로 ⟨상품·⟩고객 정보');
  });

  it('merges runs that overlap into one', () => {
    expect(marked('밴(VAN)사·카드사')).toBe('⟨밴(VAN)사·카드사⟩');
  });
});
