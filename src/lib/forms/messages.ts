// What the forms say when a field is refused. One message per rule, in natural Korean.
import { CONTENT_MAX, SECTOR_MAX, COMPANY_MAX } from './limits';

export const MESSAGES = {
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
