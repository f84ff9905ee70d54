// Shared by the Studio config and the seed tests: one document each, at a fixed id.

/** Singleton document types in the order the desk lists them; each lives at `_id === type`. */
export const SINGLETONS = [
  { type: 'siteSettings', title: '사이트 설정' },
  { type: 'firstVisitPopup', title: '첫 방문 팝업' },
  { type: 'homePage', title: '홈 페이지 문구' },
  { type: 'industryPage', title: '업종 페이지 문구' },
  { type: 'downloadPage', title: '다운로드 페이지 문구' },
  { type: 'talkPage', title: '알림톡 페이지 문구' },
  { type: 'sharedSections', title: '공통 섹션 문구' },
  { type: 'privacyPolicy', title: '개인정보처리방침' },
] as const;

export const SINGLETON_TYPES: ReadonlySet<string> = new Set(SINGLETONS.map((s) => s.type));

/** A singleton may only be edited and published: no duplicate, delete or unpublish. */
export const SINGLETON_ACTIONS: ReadonlySet<string> = new Set(['publish', 'discardChanges', 'restore']);
