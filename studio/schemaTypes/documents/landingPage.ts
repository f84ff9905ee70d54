import { RocketIcon } from '@sanity/icons/Rocket';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { LANDING_PAGE_TYPE, landingRoute, landingSlugProblem } from '../../landing';
import { PAGE_DOCUMENTS } from '../../singletons';
import { LANDING_SECTIONS } from '../objects/landingSections';

const SITE_ROUTES = PAGE_DOCUMENTS.map((page) => page.route);

// A campaign's page at /lp/<slug>, laid out by the marketing team from the site's own sections
// (docs/product.md#landing-pages). Its search fields live here rather than in a page document:
// landing pages come and go with campaigns, and a fixed id per page would not.
export const landingPage = defineType({
  name: LANDING_PAGE_TYPE,
  title: '랜딩 페이지',
  type: 'document',
  icon: RocketIcon,
  groups: [
    { name: 'content', title: '내용', default: true },
    { name: 'seo', title: '검색·공유' },
    { name: 'popup', title: '첫 방문 팝업' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: '관리용 이름',
      description: 'Studio 목록에서만 보입니다. 예: 2027 봄 정육점 검색 광고',
      type: 'string',
      group: 'content',
      validation: (r) => r.required().max(60),
    }),
    defineField({
      name: 'slug',
      title: '주소',
      description:
        '사이트 주소 /lp/ 뒤에 붙습니다. 영문 소문자, 숫자와 하이픈(-)만 쓸 수 있습니다. 예: butcher-produce',
      type: 'slug',
      group: 'content',
      options: {
        source: 'name',
        maxLength: 60,
        // The Studio asks the dataset whether another landing page has this address. The CLI's
        // offline check of an import file has no dataset to ask: there the build refuses two
        // pages at one address (src/lib/content/landing-checks.ts).
        isUnique: (slug, context) => context.environment === 'cli' || context.defaultIsUnique(slug, context),
      },
      validation: (r) => r.required().custom((value) => landingSlugProblem(value?.current, SITE_ROUTES) ?? true),
    }),
    defineField({
      name: 'sections',
      title: '섹션',
      description:
        '위에서부터 페이지에 보이는 순서입니다. 첫 번째는 "첫 화면" 섹션이어야 하고, 같은 섹션은 한 번만 넣을 수 있습니다.',
      type: 'array',
      group: 'content',
      of: LANDING_SECTIONS.map((section) => defineArrayMember({ type: section.name })),
      validation: (r) =>
        r
          .required()
          .min(2)
          .custom((sections: { _type: string }[] | undefined) => {
            if (!sections?.length) return true;
            if (sections[0]?._type !== 'landingHero') return '첫 번째 섹션은 "첫 화면(다운로드 버튼)"이어야 합니다.';
            const types = sections.map((section) => section._type);
            return new Set(types).size === types.length ? true : '같은 섹션을 두 번 넣을 수 없습니다.';
          }),
    }),
    defineField({
      name: 'title',
      title: '브라우저 탭·검색 결과 제목',
      description: '브랜드 이름은 자동으로 뒤에 붙습니다. 30자 이내를 권장합니다.',
      type: 'string',
      group: 'seo',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'description',
      title: '검색 결과 설명',
      description: '검색 결과와 공유 미리보기에 보이는 문장입니다. 80자 안팎을 권장합니다.',
      type: 'text',
      rows: 3,
      group: 'seo',
      validation: (r) => r.required().min(20).max(160),
    }),
    defineField({
      name: 'shareImage',
      title: '공유 이미지',
      description:
        '카카오톡·페이스북 등에 이 페이지 링크를 보낼 때 보이는 그림입니다. 1200×630 비율로 잘려 쓰이니 꼭 보여야 할 부분은 핫스팟으로 지정해 주세요. 비워 두면 페이지 제목으로 만든 카드가 쓰입니다.',
      type: 'image',
      group: 'seo',
      options: { accept: 'image/png,image/jpeg,image/webp', hotspot: true },
    }),
    defineField({
      name: 'noindex',
      title: '검색 노출 안 함',
      description: '광고로만 들어오는 페이지라면 켜 주세요. 검색 엔진에 나오지 않고 사이트맵에서도 빠집니다.',
      type: 'boolean',
      group: 'seo',
      initialValue: false,
    }),
    defineField({
      name: 'popup',
      title: '이 페이지의 첫 방문 팝업',
      description: '넣으면 이 페이지에서는 사이트 공통 팝업 대신 이 팝업이 보입니다. 비워 두면 팝업이 없습니다.',
      type: 'landingPopup',
      group: 'popup',
    }),
  ],
  preview: {
    select: { name: 'name', slug: 'slug.current', noindex: 'noindex' },
    prepare: ({ name, slug, noindex }: { name?: string; slug?: string; noindex?: boolean }) => ({
      title: name,
      subtitle: `${slug ? landingRoute(slug) : '주소 없음'}${noindex ? ' · 검색 노출 안 함' : ''}`,
    }),
  },
});
