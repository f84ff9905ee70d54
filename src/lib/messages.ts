// The member flows' messages that the spec names (SPEC §8), in one place for the islands,
// the data modules and the tests. Constants only: any island may import it.

/** Consultation inquiry filed ('Inquiry completed'). */
export const INQUIRY_SENT = '문의가 완료되었습니다';
export const INQUIRY_SEND_FAILED = '문의를 접수하지 못했습니다.';
/** Partnership inquiry filed. */
export const BUSINESS_SENT = '문의를 완료하였습니다';
export const BUSINESS_SEND_FAILED = '문의를 신청하는 중 오류가 발생했습니다.';
/** No installer to hand out ('Failed to load program'). */
export const PROGRAM_LOAD_FAILED = '프로그램을 불러오지 못했습니다.';
