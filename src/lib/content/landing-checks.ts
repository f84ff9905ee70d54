// Build-time only: what the build says when a landing page lacks content it cannot be drawn
// without. The Studio's validation stops an editor from publishing such a page, but an API script
// or an import can still write one; the build then stops and names the page and the field, in
// Korean, for the editors reading the host's build log.
import { landingRoute } from '../../../studio/landing';
import type { LandingPageQueryResult } from './sanity.types';

type LandingContent = NonNullable<LandingPageQueryResult>;

type Section = NonNullable<LandingContent['sections']>[number];

/** The Studio's titles of each section kind, as the editors see them in the "add" menu. */
const SECTION_TITLES: Record<Section['_type'], string> = {
  landingHero: '첫 화면(다운로드 버튼)',
  landingFeatureCards: '기능 카드',
  landingIndustryCards: '업종 카드',
  landingTestimonials: '사용 후기',
  landingFaq: '자주 묻는 질문',
  landingMarketPrice: '시세 상품',
  landingPayments: '결제 수단',
  landingDownload: '다운로드 안내',
  landingServiceCenter: '고객센터',
};

export class LandingContentError extends Error {
  constructor(page: Pick<LandingContent, 'name' | 'slug'>, field: string) {
    const name = page.name ?? page.slug;
    super(
      `랜딩 페이지 ‘${name}’(${landingRoute(page.slug)})의 ‘${field}’ 칸이 비어 있습니다. ` +
        `Studio의 랜딩 페이지 → ‘${name}’에서 채운 뒤 다시 게시하세요.`,
    );
    this.name = 'LandingContentError';
  }
}

const blank = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields of one section that must hold something, by the label the Studio gives them. */
function sectionFields(section: Section): Record<string, unknown> {
  const fields: Record<string, unknown> = { 제목: section.intro?.heading };
  switch (section._type) {
    case 'landingHero':
      return {
        ...fields,
        그림: section.image?.mb?.src,
        '그림 대체 텍스트': section.image?.alt,
        '버튼 문구': section.buttonLabel,
      };
    case 'landingFeatureCards':
    case 'landingIndustryCards':
      return { ...fields, 카드: section.items };
    case 'landingTestimonials':
      return { ...fields, '업종(고른 업종의 후기)': section.items };
    case 'landingFaq':
      return { ...fields, 질문: section.items };
    case 'landingMarketPrice':
      return { ...fields, '강조 문장': section.points, '슬라이드 이미지': section.images };
    case 'landingPayments':
      return fields;
    case 'landingDownload':
      return { ...fields, '버튼 문구': section.buttonLabel };
    case 'landingServiceCenter':
      return { ...fields, '문의 버튼 문구': section.inquiryLabel, 이미지: section.image?.src };
  }
}

/** The page as the query gave it, or a build failure naming the page and its first empty field. */
export function checkedLandingPage(page: LandingContent): LandingContent & { sections: Section[] } {
  const top: Record<string, unknown> = {
    '관리용 이름': page.name,
    '브라우저 탭·검색 결과 제목': page.title,
    '검색 결과 설명': page.description,
    섹션: page.sections,
  };
  for (const [field, value] of Object.entries(top)) if (blank(value)) throw new LandingContentError(page, field);
  const sections = page.sections ?? [];
  if (sections[0]?._type !== 'landingHero')
    throw new LandingContentError(page, `섹션 → 첫 번째 ${SECTION_TITLES.landingHero}`);
  for (const section of sections) {
    for (const [field, value] of Object.entries(sectionFields(section))) {
      if (blank(value)) throw new LandingContentError(page, `${SECTION_TITLES[section._type]} → ${field}`);
    }
  }
  return { ...page, sections };
}

/**
 * The published landing pages, or a build failure when two share an address: the Studio refuses
 * that, but only where it can ask the dataset (an import file is checked offline).
 */
export function uniqueLandingSlugs<T extends { _id: string; slug: string }>(pages: T[]): T[] {
  const seen = new Map<string, string>();
  for (const page of pages) {
    const other = seen.get(page.slug);
    if (other) {
      throw new Error(
        `랜딩 페이지 두 개(${other}, ${page._id})가 같은 주소 ${landingRoute(page.slug)}를 씁니다. ` +
          'Studio의 랜딩 페이지에서 한쪽 주소를 바꾼 뒤 다시 게시하세요.',
      );
    }
    seen.set(page.slug, page._id);
  }
  return pages;
}
