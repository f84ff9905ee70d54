// The download page's sections about getting the program onto a shop's PC
// (docs/product.md#download-on-a-phone, docs/product.md#download-page): what the download
// buttons say and offer on a device that cannot run the installer, the install guide, and the
// equipment that works with the program. Part of the 다운로드 페이지 문구 document.
import { defineArrayMember, defineField } from 'sanity';

import { headingField, lineField, paragraphField } from '../fields';
import { buttonLabelField, introField, section } from '../sections';

export const handoffSection = section(
  'handoff',
  '휴대폰에서 누를 때',
  [
    lineField('windowsNote', '윈도우 표시', 12, '다운로드 버튼 위에 붙는 작은 표시입니다. 예: 윈도우 PC용'),
    lineField('dialogTitle', '안내 창 제목', 30),
    paragraphField('dialogIntro', '안내 창 설명', 120, '왜 이 창이 열렸는지 한두 문장으로 적어 주세요.'),
    lineField(
      'addressLabel',
      '짧은 주소 안내',
      40,
      '매장 PC에 직접 입력할 짧은 주소(사이트 주소 + /down, 자동으로 붙습니다) 위에 보이는 말입니다.',
    ),
    buttonLabelField('copyLabel', '주소 복사 버튼', '짧은 주소를 휴대폰에 복사합니다.'),
    buttonLabelField(
      'shareLabel',
      'PC로 보내기 버튼',
      '공유 창을 열거나, 공유할 수 없는 브라우저에서는 링크를 복사합니다.',
    ),
    paragraphField(
      'shareText',
      '함께 보내는 문구',
      80,
      '공유 창이나 복사한 링크와 함께 가는 한 줄입니다. 다운로드 페이지 주소는 자동으로 붙습니다.',
    ),
    buttonLabelField(
      'kakaoLabel',
      '카카오톡으로 받기 버튼',
      '회원의 휴대폰 번호로 다운로드 링크를 알림톡으로 보냅니다.',
    ),
    lineField(
      'kakaoNote',
      '카카오톡으로 받기 설명',
      60,
      '버튼 아래 작은 글씨입니다. 회원만 받을 수 있다는 것을 누르기 전에 알 수 있게 적어 주세요. 예: 로그인한 회원만, 하루 3번까지',
    ),
    buttonLabelField('appLabel', '모바일 앱 버튼', '휴대폰 기종에 맞는 앱 스토어(사이트 설정의 주소)로 갑니다.'),
    buttonLabelField('anywayLabel', '그래도 내려받기 버튼', '이 기기에 설치 파일을 그대로 내려받습니다.'),
    buttonLabelField(
      'guideLinkLabel',
      '설치 안내 링크',
      '내려받기가 시작된 뒤 버튼 아래에 보이는, 설치 안내로 가는 링크입니다.',
    ),
  ],
  '휴대폰·태블릿·맥·크롬북에서는 윈도우 설치 파일을 실행할 수 없어, 다운로드 버튼이 이 문구로 매장 PC에 옮기는 방법을 안내합니다.',
);

export const guideSection = section('guide', '설치 안내', [
  introField(),
  defineField({
    name: 'steps',
    title: '설치 단계',
    description: '내려받기부터 첫 로그인까지 순서대로 적어 주세요.',
    type: 'array',
    of: [defineArrayMember({ type: 'installStep' })],
    validation: (r) => r.required().min(3).max(6),
  }),
  headingField('requirementsTitle', '권장 사양 제목', 30),
  defineField({
    name: 'requirements',
    title: '권장 사양',
    type: 'array',
    of: [defineArrayMember({ type: 'string', validation: (r) => r.required().max(60) })],
    validation: (r) => r.required().min(2).max(6),
  }),
  headingField('helpTitle', '막힐 때 제목', 30),
  paragraphField('helpText', '막힐 때 설명', 160, '아래에 고객센터 전화번호와 운영 시간(사이트 설정)이 붙습니다.'),
  buttonLabelField('helpButton', '상담 문의 버튼', '상담 문의(/user/loading)로 갑니다.'),
]);

export const hardwareSection = section('hardware', '연결 장비', [
  introField(),
  defineField({
    name: 'items',
    title: '장비',
    type: 'array',
    of: [defineArrayMember({ type: 'hardwareItem' })],
    validation: (r) => r.required().min(3).max(10),
  }),
]);
