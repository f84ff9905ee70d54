import { SearchIcon } from '@sanity/icons/Search';
import { defineField, defineType } from 'sanity';

/** Every route of the site; the build fails if one of them has no title and description. */
export const SITE_ROUTES = [
  { title: '홈', value: '/' },
  { title: '업종별 POS', value: '/industry' },
  { title: '다운로드', value: '/down' },
  { title: '자주 묻는 질문', value: '/faq' },
  { title: '알림톡', value: '/talk' },
  { title: '개인정보처리방침', value: '/privacy' },
  { title: '상담 문의 내역', value: '/user/inquiry' },
  { title: '상담 문의 작성', value: '/user/write' },
  { title: '상담 문의 이동', value: '/user/loading' },
  { title: '로그인', value: '/login' },
  { title: '제휴 문의', value: '/counsel/business' },
  { title: '찾을 수 없는 페이지', value: '/404' },
];

export const pageSeo = defineType({
  name: 'pageSeo',
  title: '페이지 제목·설명',
  type: 'document',
  icon: SearchIcon,
  fields: [
    defineField({
      name: 'route',
      title: '페이지',
      type: 'string',
      options: { list: SITE_ROUTES },
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'title',
      title: '브라우저 탭·검색 결과 제목',
      description: '브랜드 이름은 자동으로 뒤에 붙습니다. 30자 이내를 권장합니다.',
      type: 'string',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'description',
      title: '검색 결과 설명',
      description: '검색 결과와 공유 미리보기에 보이는 문장입니다. 80자 안팎을 권장합니다.',
      type: 'text',
      rows: 3,
      validation: (r) => r.required().min(20).max(160),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'route' } },
});
