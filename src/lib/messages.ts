// What the site says to its visitors: toasts, field messages, failure sentences and the
// member flows' messages (docs/product.md#messages), in one place for the islands, the page scripts, the data
// modules and the tests. Every island and page script that speaks imports from here, so keep
// it to constants: nothing that pulls another module into the browser.
import { COMPANY_MAX, CONTENT_MAX, SECTOR_MAX } from './forms/limits';

/** Consultation inquiry filed ('Inquiry completed'). */
export const INQUIRY_SENT = '문의가 완료되었습니다';
export const INQUIRY_SEND_FAILED = '문의를 접수하지 못했습니다.';
/** Partnership inquiry filed. */
export const BUSINESS_SENT = '문의를 완료하였습니다';
export const BUSINESS_SEND_FAILED = '문의를 신청하는 중 오류가 발생했습니다.';
/** A form found its draft (sessionStorage) and filled itself in again. */
export const DRAFT_RESTORED = '작성하던 내용을 불러왔습니다.';
/** No installer to hand out ('Failed to load program'). */
export const PROGRAM_LOAD_FAILED = '프로그램을 불러오지 못했습니다.';
/** Under the download button once the browser has the installer's link (components/download/request-download.ts). */
export const DOWNLOAD_STARTED =
  '내려받기를 시작했습니다. 브라우저의 다운로드 목록에서 skpossetup.exe를 열어 설치해 주세요. 내려받기가 시작되지 않았다면 버튼을 한 번 더 눌러 주세요.';

/** The copy button's toasts (checksum on /down). */
export const COPIED_MESSAGE = '복사했습니다';
export const COPY_FAILED_MESSAGE = '복사하지 못했습니다. 선택된 값을 직접 복사해 주세요';

/** What the inquiry forms say when a field is refused: one message per rule of src/lib/forms. */
export const FIELD_MESSAGES = {
  name: '이름은 2~7자로 입력해 주세요.',
  tel: '연락처는 010-0000-0000 형식으로 입력해 주세요.',
  businessTel: '연락처를 지역번호부터 정확히 입력해 주세요. (예: 010-1234-5678, 02-123-4567)',
  sectorRequired: '업종을 입력해 주세요.',
  sectorTooLong: `업종은 ${SECTOR_MAX}자까지 입력할 수 있습니다.`,
  companyRequired: '상호명 또는 업종을 입력해 주세요.',
  companyTooLong: `상호명 또는 업종은 ${COMPANY_MAX}자까지 입력할 수 있습니다.`,
  companyNo: '사업자등록번호가 올바르지 않습니다. 숫자 10자리를 다시 확인해 주세요.',
  contentRequired: '문의 내용을 입력해 주세요.',
  contentTooLong: `문의 내용은 ${CONTENT_MAX.toLocaleString('ko-KR')}자까지 입력할 수 있습니다.`,
  privacyConsent: '개인정보 수집·이용에 동의해 주세요.',
  unstorableChar: '저장할 수 없는 특수 문자가 들어 있습니다. 붙여 넣은 내용을 확인해 주세요.',
} as const;

/** The way on from the FAQ (components/faq/FaqOnward.astro). */
export const FAQ_ONWARD = {
  question: '더 궁금한 점이 있으신가요?',
  lead: '상담 문의를 남기시면 담당자가 확인하고 답변해 드립니다. 급한 일은 전화로 문의해 주세요.',
  inquiry: '상담 문의 남기기',
  phone: '전화 상담',
} as const;

/**
 * What a guest reads on a /user page, behind and after the login dialog (islands/member/GuestNotice.tsx):
 * why to log in and how to get in touch without it. One notice, in 합쇼체.
 */
export const GUEST_NOTICE = {
  title: '로그인이 필요합니다',
  why: '회원가입 후 상담 문의를 작성하고 답변을 확인할 수 있습니다.',
  privacy: '남기신 문의와 답변은 회원님의 계정에서만 보입니다.',
  login: '로그인 / 회원가입',
  otherWays: '로그인 없이 문의하시려면',
  phone: '전화 상담',
  business: '제휴 문의 남기기',
  businessNote: '프랜차이즈 본사, 대리점, 기기 유통사의 제휴 문의는 로그인 없이 남길 수 있습니다.',
} as const;

/** The login dialog's line when a /user page opened it. */
export const LOGIN_REASON_MEMBER_AREA = '상담 문의는 회원만 작성하고 확인할 수 있습니다. 자주 쓰는 계정으로 간편하게 시작하세요.';

/** /user/loading while it finds the right page for a member. */
export const FINDING_INQUIRY_PAGE = '상담 문의 화면으로 이동하고 있습니다.';

/** The not-found page's ways on (components/not-found/WaysOnward.astro). */
export const NOT_FOUND = {
  searchLabel: '자주 묻는 질문에서 찾기',
  searchPlaceholder: '찾으시는 내용을 입력하세요 (예: 설치)',
  searchButton: '찾기',
  linksTitle: '이런 페이지를 찾으셨나요?',
  links: [
    { href: '/', label: '홈으로', note: '소담POS 첫 화면' },
    { href: '/down', label: '프로그램 다운로드', note: '윈도우용 설치 파일 받기' },
    { href: '/faq', label: '자주 묻는 질문', note: '설치, 요금, 기기 연동 안내' },
    { href: '/user/loading', label: '상담 문의', note: '궁금한 점을 남기면 답변해 드립니다' },
  ],
} as const;

/** On a found inquiry or FAQ item whose match is only in the answer (the search shows why it is listed). */
export const FOUND_IN_ANSWER = '답변 내용에서 찾았습니다.';
