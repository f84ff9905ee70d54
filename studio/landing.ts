// Shared by the Studio, the site, the tools and the tests: where landing pages live and which
// addresses they may take. Plain data and functions with no imports, so Node runs it as it is.

export const LANDING_PAGE_TYPE = 'landingPage';

/** Every landing page sits under this folder, so it can never take the address of a fixed page. */
export const LANDING_PREFIX = '/lp/';

/** Lower-case Latin letters and digits in words joined by single hyphens: safe in any ad link. */
export const LANDING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const LANDING_SLUG_MAX = 60;

export function landingRoute(slug: string): string {
  return `${LANDING_PREFIX}${slug}`;
}

export function isLandingRoute(route: string): boolean {
  return route.startsWith(LANDING_PREFIX);
}

/**
 * Why a slug cannot be used, in the editor's words, or undefined when it can. A clash with
 * another landing page is Sanity's own uniqueness check; this one keeps the address well formed
 * and away from the routes the site builds from code.
 */
export function landingSlugProblem(slug: string | undefined, siteRoutes: readonly string[]): string | undefined {
  if (!slug) return '주소를 적어 주세요.';
  if (slug.length > LANDING_SLUG_MAX) return `주소는 ${LANDING_SLUG_MAX}자 이내로 적어 주세요.`;
  if (!LANDING_SLUG_PATTERN.test(slug)) {
    return '주소는 영문 소문자, 숫자와 하이픈(-)만 쓸 수 있습니다. 하이픈은 낱말 사이에 하나씩만 넣어 주세요.';
  }
  const route = landingRoute(slug);
  if (siteRoutes.includes(route)) return `${route}는 이미 사이트의 다른 페이지 주소입니다.`;
  return undefined;
}
