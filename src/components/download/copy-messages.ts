// Imported by the copy button's script (shipped to the browser) and by tests: the toast texts.
export const COPIED_MESSAGE = '복사했습니다';
export const COPY_FAILED_MESSAGE = '복사하지 못했습니다. 선택된 값을 직접 복사해 주세요';
