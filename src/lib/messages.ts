// What the site says to its visitors: toasts, field messages, failure sentences and the
// member flows' messages (docs/product.md#messages), in one place for the islands, the page scripts, the data
// modules and the tests. Every island and page script that speaks imports from here, so keep
// it to constants: nothing that pulls another module into the browser.
import { COMPANY_MAX, CONTENT_MAX, PROFILE_NAME_MAX, SECTOR_MAX } from './forms/limits';

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
  profileName: `이름은 1~${PROFILE_NAME_MAX}자로 입력해 주세요.`,
  profileTel: '휴대폰 번호는 010-0000-0000 형식으로 입력하거나 비워 두세요.',
  formulaStart: '맨 앞에 =, +, -, @ 기호는 쓸 수 없습니다. 글자나 숫자로 시작해 주세요.',
} as const;

/** /login in a browser without scripts: signing in keeps its code and session in the browser. */
export const SIGN_IN_NEEDS_SCRIPTS =
  '로그인하려면 자바스크립트가 필요합니다. 브라우저 설정에서 자바스크립트를 켠 뒤 이 페이지를 새로고침해 주세요.';

/** /user/loading while it finds the right page for a member. */
export const FINDING_INQUIRY_PAGE = '상담 문의 화면으로 이동하고 있습니다.';

/** On a found inquiry or FAQ item whose match is only in the answer (the search shows why it is listed). */
export const FOUND_IN_ANSWER = '답변 내용에서 찾았습니다.';

/** 내 정보 (/user/account): what each press did. Failures come from src/lib/supabase with their reason. */
export const ACCOUNT_MESSAGES = {
  loading: '내 정보를 불러오고 있습니다.',
  profileSaved: '회원 정보를 저장했습니다.',
  exported: '내 정보 파일을 내려받았습니다. 브라우저의 다운로드 목록에서 확인해 주세요.',
  deleted: '회원 탈퇴를 마쳤습니다. 그동안 소담POS를 이용해 주셔서 감사합니다.',
} as const;

/**
 * The handoff dialog (components/handoff/): a download button pressed on a device that cannot
 * run the installer (docs/product.md#download-on-a-phone). Shown in the dialog's own status line.
 */
export const LINK_SHARED = '링크를 보냈습니다. 매장 PC에서 받은 링크를 열어 내려받으세요.';
export const LINK_COPIED =
  '다운로드 페이지 링크를 복사했습니다. 카카오톡 나와의 채팅이나 메일에 붙여 넣고 매장 PC에서 열어 주세요.';
export const LINK_COPY_FAILED = '링크를 복사하지 못했습니다. 아래 주소를 길게 눌러 복사해 주세요.';
export const KAKAO_LINK_SENT = '카카오톡으로 다운로드 링크를 보냈습니다. 매장 PC의 카카오톡에서 링크를 열어 주세요.';
export const KAKAO_LINK_FAILED = '카카오톡으로 보내지 못했습니다.';
export const KAKAO_SIGN_IN_REASON = '카카오톡으로 받기는 회원만 할 수 있습니다. 로그인하면 이 안내 창으로 돌아옵니다.';
export const ADDRESS_COPIED = '주소를 복사했습니다. 카카오톡 나와의 채팅에 붙여 넣으면 매장 PC에서도 열 수 있습니다.';
export const ADDRESS_COPY_FAILED = '주소를 복사하지 못했습니다. 위 주소를 매장 PC 주소창에 그대로 입력해 주세요.';
/** Proving a number before 카카오톡으로 받기 (docs/product.md#proven-numbers). */
export const PHONE_PROOF_MESSAGES = {
  codeSent: '인증번호를 문자로 보냈습니다. 3분 안에 입력해 주세요.',
  sendFailed: '인증번호를 보내지 못했습니다.',
  confirmFailed: '휴대폰 번호를 인증하지 못했습니다.',
  codeFormat: '인증번호 6자리 숫자를 입력해 주세요.',
  spent: '인증번호를 5번 틀렸습니다. 인증번호를 다시 받아 주세요.',
} as const;

/** A wrong code, and how many tries the code has left. */
export const wrongCode = (triesLeft: number): string =>
  triesLeft > 0 ? `인증번호가 맞지 않습니다. ${triesLeft}번 더 입력할 수 있습니다.` : PHONE_PROOF_MESSAGES.spent;
export const HANDOFF_LOAD_FAILED = '안내 창을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 눌러 주세요.';
