/**
 * Every route the site builds. The heading a visitor must see on each is CMS copy, read in tests
 * through the content getters (tests/support/content-headings.ts).
 */
export const ROUTES = [
  { path: '/' },
  { path: '/industry' },
  { path: '/down' },
  { path: '/faq' },
  { path: '/talk' },
  { path: '/privacy' },
  { path: '/user/inquiry' },
  { path: '/user/write' },
  { path: '/user/loading' },
  { path: '/user/account' },
  { path: '/login' },
  { path: '/counsel/business' },
] as const;
