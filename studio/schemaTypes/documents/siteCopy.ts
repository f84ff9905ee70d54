import { TextIcon } from '@sanity/icons/Text';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { lineField, paragraphField } from '../fields';
import { buttonLabelField, section } from '../sections';

// Words every page or several pages show that are not a page's own: the menu, the footer, the
// chat button, the dialogs, the first-visit popup's buttons, the FAQ's way on, the 404 page, the
// notice a guest reads on a member page, the inquiry screens' states and the consent texts. Destinations stay in code; only
// the words live here (docs/copy-style.md#what-stays-in-code).
const label = (name: string, title: string, description?: string) => buttonLabelField(name, title, description ?? '');

const fields = [
  section('menu', '메뉴', [
    label('talk', '알림톡 메뉴', '/talk로 이동합니다.'),
    label('industry', '업종별 POS 메뉴', '/industry로 이동합니다.'),
    label('download', '다운로드 메뉴', '/down으로 이동합니다.'),
    label('faq', '자주 묻는 질문 메뉴', '/faq로 이동합니다.'),
    label('inquiry', '문의 메뉴', '아래 두 메뉴를 펼칩니다.'),
    label('consultation', '상담 문의 메뉴', '상담 문의 화면으로 이동합니다.'),
    label('partnership', '제휴 문의 메뉴', '/counsel/business로 이동합니다.'),
    label('account', '내 정보 메뉴', '/user/account로 이동합니다. 로그인한 회원에게만 보입니다.'),
  ]),
  section('footer', '바닥글', [
    lineField('notice', '저작권 안내', 60, '회사 이름 뒤에 붙습니다. 예: 무단 전재와 재배포를 금합니다.'),
  ]),
  section('chat', '채팅 상담 버튼', [label('label', '버튼 문구', '카카오톡 채널을 새 창으로 엽니다.')]),
  section('popup', '첫 방문 팝업 버튼', [
    label('confirm', '확인 버튼', '팝업의 링크로 이동합니다.'),
    label('close', '닫기 버튼', '팝업만 닫습니다.'),
    label('today', '하루 숨김 버튼', '오늘 하루 팝업을 다시 보이지 않습니다.'),
  ]),
  section('dialogs', '로그인·다운로드 안내 창', [
    lineField('loginTitle', '로그인 창 제목', 20),
    lineField('loginIntro', '로그인 창 안내', 80, '로그인 버튼을 눌러 창을 열었을 때 보입니다.'),
    lineField(
      'memberAreaReason',
      '회원 전용 화면의 로그인 안내',
      100,
      '상담 문의 화면에서 로그인 창이 열릴 때 보입니다.',
    ),
    lineField('downloadTitle', '다운로드 안내 창 제목', 20),
    lineField('downloadIntro', '다운로드 안내 창 문구', 80, '로그인하지 않은 방문자가 다운로드를 누르면 보입니다.'),
  ]),
  section('guestNotice', '회원 전용 화면의 비회원 안내', [
    lineField('title', '제목', 30),
    paragraphField('why', '안내 문구', 200),
    label('login', '로그인 버튼'),
    lineField('otherWays', '다른 문의 방법 제목', 30),
    label('phone', '전화 상담 이름'),
    label('business', '제휴 문의 링크', '/counsel/business로 이동합니다.'),
    lineField('businessNote', '제휴 문의 설명', 100),
  ]),
  section('faq', '자주 묻는 질문 화면', [
    lineField(
      'emptyState',
      '검색 결과가 없을 때',
      80,
      '“‘검색어’에 맞는 질문이 없습니다.” 다음에 보이는 문장입니다. 다음에 할 일을 적어 주세요.',
    ),
    lineField('onwardTitle', '문의 안내 제목', 30),
    paragraphField('onwardLead', '문의 안내 문구', 160),
    label('onwardButton', '상담 문의 버튼', '/user/inquiry로 이동합니다.'),
    label('phone', '전화 상담 이름'),
  ]),
  section('notFound', '찾을 수 없는 페이지(404)', [
    lineField('searchLabel', '검색 이름', 30),
    lineField('searchPlaceholder', '검색 칸 예시', 40),
    label('searchButton', '검색 버튼'),
    lineField('linksTitle', '바로가기 제목', 30),
    defineField({
      name: 'links',
      title: '바로가기',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'wayOnward',
          fields: [
            lineField('label', '이름', 20),
            lineField('note', '설명', 40),
            defineField({
              name: 'href',
              title: '이동할 주소',
              description: '사이트 안의 주소만 됩니다. 예: /down',
              type: 'string',
              validation: (r) => r.required().regex(/^\/[\w/-]*$/, { name: '사이트 안 주소' }),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'href' } },
        }),
      ],
      validation: (r) => r.required().min(2).max(6),
    }),
  ]),
  section('inquiries', '문의 화면', [
    lineField(
      'businessSent',
      '제휴 문의를 보낸 뒤 안내',
      80,
      '제휴 문의가 접수되면 “문의를 완료하였습니다.” 다음에 보입니다.',
    ),
    lineField(
      'listEmpty',
      '문의 내역이 없을 때',
      80,
      '회원이 아직 문의를 남기지 않았을 때 상담 문의 내역 화면에 보입니다.',
    ),
  ]),
  section('account', '내 정보 화면', [
    lineField('profileTitle', '회원 정보 제목', 30),
    paragraphField('profileIntro', '회원 정보 안내', 160),
    lineField('providerTitle', '로그인 서비스 정보 제목', 30),
    paragraphField('providerIntro', '로그인 서비스 정보 안내', 160),
    lineField('consentsTitle', '동의 내역 제목', 30),
    paragraphField(
      'marketingIntro',
      '마케팅 수신 동의 안내',
      200,
      '동의하면 무엇을 받는지, 2년마다 확인 안내가 간다는 것, 철회할 수 있다는 것을 적습니다.',
    ),
    paragraphField('privacyConsentNote', '개인정보 수집·이용 동의 안내', 160),
    lineField('recordsTitle', '문의·다운로드 기록 제목', 30),
    paragraphField(
      'recordsIntro',
      '기록 보관 안내',
      200,
      '개인정보처리방침의 보유 기간과 같은 말로 적습니다. 다르면 사이트를 만들 수 없습니다.',
    ),
    lineField('exportTitle', '내려받기 제목', 30),
    paragraphField('exportIntro', '내려받기 안내', 160),
    lineField('withdrawTitle', '회원 탈퇴 제목', 30),
    paragraphField('withdrawIntro', '회원 탈퇴 안내', 160),
    paragraphField('withdrawDeleted', '탈퇴하면 지워지는 정보', 200),
    paragraphField(
      'withdrawKept',
      '탈퇴해도 남는 정보와 기간',
      240,
      '개인정보처리방침의 보유 기간과 같은 말로 적습니다. 다르면 사이트를 만들 수 없습니다.',
    ),
  ]),
  section('consents', '동의 문구', [
    lineField('legend', '동의 묶음 제목', 40),
    lineField('privacyLabel', '개인정보 동의 문구', 40),
    lineField(
      'purpose',
      '수집 목적',
      160,
      '개인정보처리방침 제1조의 상담 및 문의 처리 목적과 같아야 합니다. 다르면 사이트를 만들 수 없습니다.',
    ),
    lineField(
      'retention',
      '보유 기간',
      60,
      '개인정보처리방침 제2조의 문의 기록 보유 기간과 같은 말로 적습니다. 다르면 사이트를 만들 수 없습니다.',
    ),
    lineField('refusal', '거부할 권리', 100),
    lineField('marketingLabel', '마케팅 동의 문구', 40),
    defineField({
      name: 'marketingDetails',
      title: '마케팅 동의 설명',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (r) => r.required().max(100) })],
      validation: (r) => r.required().min(1).max(4),
    }),
  ]),
];

export const siteCopy = defineType({
  name: 'siteCopy',
  title: '사이트 공통 문구',
  type: 'document',
  icon: TextIcon,
  groups: fields.map((field) => ({ name: field.name, title: field.title })),
  fields,
  preview: { prepare: () => ({ title: '사이트 공통 문구' }) },
});
