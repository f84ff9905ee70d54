/**
 * Every route the site builds, with the heading a visitor must see on it. `null` where the
 * heading is CMS copy: content-headings.ts reads those through the content getters.
 */
export const ROUTES = [
  { path: '/', heading: null },
  { path: '/industry', heading: null },
  { path: '/down', heading: null },
  { path: '/faq', heading: '자주 묻는 질문' },
  { path: '/talk', heading: null },
  { path: '/privacy', heading: null },
  { path: '/user/inquiry', heading: '상담 문의 내역' },
  { path: '/user/write', heading: '상담 문의' },
  { path: '/user/loading', heading: '상담 문의' },
  { path: '/login', heading: '로그인' },
  { path: '/counsel/business', heading: '제휴 문의' },
] as const;
