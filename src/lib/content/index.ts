// Build-time only: named content getters for pages and layouts. Each returns the typed result
// of one query; fixed-id documents fail the build when missing, so a page never ships empty.
import { pageDocumentOf } from '../../../studio/singletons';
import { checkedConsents } from './consents';
import { checkedLandingPage, uniqueLandingSlugs } from './landing-checks';
import { loadQuery } from './load';
import { required, requiredField } from './missing';
import {
  downloadHandoffQuery,
  downloadPageQuery,
  faqListQuery,
  firstVisitPopupQuery,
  homePageQuery,
  industryPageQuery,
  installGuideQuery,
  landingPageQuery,
  landingSlugsQuery,
  pageSeoQuery,
  pageUpdatedAtQuery,
  privacyPolicyQuery,
  sharedSectionsQuery,
  siteCopyQuery,
  siteSettingsQuery,
  talkPageQuery,
} from './queries';
import type { DownloadPageQueryResult } from './sanity.types';

export type { ImageRendition, PictureProps } from './image';
export { imageProps, imageRendition, pictureProps } from './image';

/** A section's eyebrow, heading and lead, as every page query projects a sectionIntro (INTRO). */
export type IntroContent = NonNullable<DownloadPageQueryResult>['hero']['intro'];

export async function getSiteSettings() {
  return required(await loadQuery(siteSettingsQuery), 'siteSettings');
}

/** The words several pages share: menu, footer, dialogs, popup buttons, FAQ, 404, consents. */
export async function getSiteCopy() {
  return required(await loadQuery(siteCopyQuery), 'siteCopy');
}

/** The page document of a route: its title and description for search and link previews. */
export async function getPageSeo(route: string) {
  const { id } = pageDocumentOf(route);
  return required(await loadQuery(pageSeoQuery, { id }), id);
}

/** The heading and intro of a thin page (ColumnPage): optional in the schema, required there. */
export async function getColumnPageHeading(route: string) {
  const { id } = pageDocumentOf(route);
  const seo = await getPageSeo(route);
  return { heading: requiredField(seo.heading, id, '페이지 제목'), intro: requiredField(seo.intro, id, '페이지 소개') };
}

/** Certifications, download call-to-action and service center: shown on home and /industry. */
export async function getSharedSections() {
  return required(await loadQuery(sharedSectionsQuery), 'sharedSections');
}

export async function getHomePage() {
  return required(await loadQuery(homePageQuery), 'homePage');
}

export async function getIndustryPage() {
  return required(await loadQuery(industryPageQuery), 'industryPage');
}

export async function getDownloadPage() {
  return required(await loadQuery(downloadPageQuery), 'downloadPage');
}

/** The install guide and the equipment list (/down). */
export async function getInstallGuide() {
  return required(await loadQuery(installGuideQuery), 'downloadPage');
}

/** What every download button says and offers where the installer cannot run (docs/product.md#download-on-a-phone). */
export async function getDownloadHandoff() {
  return required(await loadQuery(downloadHandoffQuery), 'downloadPage');
}

export async function getTalkPage() {
  return required(await loadQuery(talkPageQuery), 'talkPage');
}

export async function getPrivacyPolicy() {
  return required(await loadQuery(privacyPolicyQuery), 'privacyPolicy');
}

/** The consent texts of the inquiry forms, checked against the privacy policy they summarise. */
export async function getConsents() {
  const [copy, policy] = await Promise.all([getSiteCopy(), getPrivacyPolicy()]);
  return checkedConsents(copy.consents, policy);
}

/** The FAQ, newest first. An empty list is valid content. */
export async function getFaqList() {
  return loadQuery(faqListQuery);
}

/** The first-visit popup, or null when the editors have none: then no popup is shown. */
export async function getFirstVisitPopup() {
  return loadQuery(firstVisitPopupQuery);
}

/** When the newest of these documents (named by id or by type) was last published, or null. */
export async function getNewestUpdate(sources: { ids: readonly string[]; types: readonly string[] }) {
  return loadQuery(pageUpdatedAtQuery, { ids: [...sources.ids], types: [...sources.types] });
}

/** Every published landing page: its address and whether search engines may list it. */
export async function getLandingPages() {
  return uniqueLandingSlugs(await loadQuery(landingSlugsQuery));
}

/**
 * A landing page by its address, checked for what it cannot be drawn without, or null when no
 * page has that address (the draft preview asked for one that was renamed).
 */
export async function getLandingPage(slug: string) {
  const page = await loadQuery(landingPageQuery, { slug });
  return page ? checkedLandingPage(page) : null;
}
