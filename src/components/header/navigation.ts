// Imported by the header (SiteHeader.astro, MobileMenu.astro); interface labels only, no marketing copy.
export interface NavLink {
  label: string;
  href: string;
}

export const MAIN_LINKS: readonly NavLink[] = [
  { label: '알림톡', href: '/talk' },
  { label: '업종별 POS', href: '/industry' },
  { label: '다운로드', href: '/down' },
  { label: 'FAQ', href: '/faq' },
];

export const INQUIRY_LABEL = '문의하기';

/** The desktop hover menu sends consultations through /user/loading, which picks write or list. */
export const INQUIRY_LINKS_DESKTOP: readonly NavLink[] = [
  { label: '상담 문의', href: '/user/loading' },
  { label: '제휴 문의', href: '/counsel/business' },
];

/** The mobile and tablet panel links straight to the inquiry list (docs/product.md#header-and-menus). */
export const INQUIRY_LINKS_MOBILE: readonly NavLink[] = [
  { label: '상담 문의', href: '/user/inquiry' },
  { label: '제휴 문의', href: '/counsel/business' },
];
