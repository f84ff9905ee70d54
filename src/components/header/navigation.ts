// Imported by the header (SiteHeader.astro, MobileMenu.astro): where each menu item goes. The
// words are the editors' (siteCopy.menu in the CMS); the destinations are the site's routes.
import type { SiteCopyQueryResult } from '../../lib/content/sanity.types';

export type MenuCopy = NonNullable<SiteCopyQueryResult>['menu'];

export interface NavLink {
  label: string;
  href: string;
}

export interface Navigation {
  main: readonly NavLink[];
  inquiryLabel: string;
  /** The desktop hover menu sends consultations through /user/loading, which picks write or list. */
  inquiryDesktop: readonly NavLink[];
  /** The mobile and tablet panel links straight to the inquiry list (docs/product.md#header-and-menus). */
  inquiryMobile: readonly NavLink[];
  /** 내 정보, beside 로그아웃 while a member is signed in (docs/product.md#header-and-menus). */
  account: NavLink;
}

export function navigationOf(menu: MenuCopy): Navigation {
  return {
    main: [
      { label: menu.talk, href: '/talk' },
      { label: menu.industry, href: '/industry' },
      { label: menu.download, href: '/down' },
      { label: menu.faq, href: '/faq' },
    ],
    inquiryLabel: menu.inquiry,
    inquiryDesktop: [
      { label: menu.consultation, href: '/user/loading' },
      { label: menu.partnership, href: '/counsel/business' },
    ],
    inquiryMobile: [
      { label: menu.consultation, href: '/user/inquiry' },
      { label: menu.partnership, href: '/counsel/business' },
    ],
    account: { label: menu.account, href: '/user/account' },
  };
}
