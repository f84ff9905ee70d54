// Shared by the Studio config, the site's content getters and the tests: documents that exist
// once each, at a fixed id, and that the build cannot do without.

/** Singleton document types in the order the desk lists them; each lives at `_id === type`. */
export const SINGLETONS = [
  { type: 'siteSettings', title: '사이트 설정' },
  { type: 'siteCopy', title: '사이트 공통 문구' },
  // Optional: without it no popup is shown.
  { type: 'firstVisitPopup', title: '첫 방문 팝업', optional: true },
  { type: 'homePage', title: '홈 페이지 문구' },
  { type: 'industryPage', title: '업종 페이지 문구' },
  { type: 'downloadPage', title: '다운로드 페이지 문구' },
  { type: 'talkPage', title: '알림톡 페이지 문구' },
  { type: 'sharedSections', title: '공통 섹션 문구' },
  { type: 'privacyPolicy', title: '개인정보처리방침' },
] as const;

/** The type of the per-route page documents: one per route, each at its own fixed id. */
export const PAGE_DOCUMENT_TYPE = 'pageSeo';

/**
 * One page document per route of the site, in the order the desk lists them. The id is fixed
 * (no dot in it: Sanity hides dotted ids from tokenless reads), so the build finds each page's
 * document by id and editors can neither create a second one nor lose track of the first.
 */
export const PAGE_DOCUMENTS = [
  { id: 'pageSeo-home', route: '/', title: '홈' },
  { id: 'pageSeo-industry', route: '/industry', title: '업종별 POS' },
  { id: 'pageSeo-down', route: '/down', title: '다운로드' },
  { id: 'pageSeo-faq', route: '/faq', title: '자주 묻는 질문' },
  { id: 'pageSeo-talk', route: '/talk', title: '알림톡' },
  { id: 'pageSeo-privacy', route: '/privacy', title: '개인정보처리방침' },
  { id: 'pageSeo-counsel-business', route: '/counsel/business', title: '제휴 문의' },
  { id: 'pageSeo-login', route: '/login', title: '로그인' },
  { id: 'pageSeo-user-inquiry', route: '/user/inquiry', title: '상담 문의 내역' },
  { id: 'pageSeo-user-write', route: '/user/write', title: '상담 문의 작성' },
  { id: 'pageSeo-user-loading', route: '/user/loading', title: '상담 문의 이동' },
  { id: 'pageSeo-user-account', route: '/user/account', title: '내 정보' },
  { id: 'pageSeo-not-found', route: '/404', title: '찾을 수 없는 페이지' },
] as const;

export type PageDocument = (typeof PAGE_DOCUMENTS)[number];

/**
 * The pages every /user page links to under its heading, labelled with their own headings
 * (src/components/member/MemberNav.astro): their page documents show on every /user page.
 */
export const MEMBER_NAV_ROUTES = ['/user/inquiry', '/user/account'] as const satisfies readonly PageDocument['route'][];

const SINGLETON_TYPES: ReadonlySet<string> = new Set(SINGLETONS.map((s) => s.type));

/** Types whose documents all sit at fixed ids: never created from a template, never deleted. */
export const FIXED_ID_TYPES: ReadonlySet<string> = new Set([...SINGLETON_TYPES, PAGE_DOCUMENT_TYPE]);

/** A fixed-id document may only be edited and published: no duplicate, delete or unpublish. */
export const SINGLETON_ACTIONS: ReadonlySet<string> = new Set(['publish', 'discardChanges', 'restore']);

export function pageDocumentOf(route: string): PageDocument {
  const page = PAGE_DOCUMENTS.find((p) => p.route === route);
  if (!page) throw new Error(`studio/singletons.ts has no page document for route ${route}`);
  return page;
}

/** The desk title of a fixed-id document (draft ids included), or undefined for any other id. */
export function fixedDocumentTitle(id: string): string | undefined {
  const published = id.replace(/^drafts\./, '');
  return PAGE_DOCUMENTS.find((p) => p.id === published)?.title ?? SINGLETONS.find((s) => s.type === published)?.title;
}
