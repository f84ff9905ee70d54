import { SearchIcon } from '@sanity/icons/Search';
import { defineField, defineType } from 'sanity';

import { fixedDocumentTitle } from '../../singletons';

// One document per route, each at the fixed id PAGE_DOCUMENTS gives it (../../singletons.ts):
// the id says which page it is, so the document holds only what editors write for that page.
// Fields a page shows of its own (its heading, its intro) belong here too.
export const pageSeo = defineType({
  name: 'pageSeo',
  title: '페이지 문서',
  type: 'document',
  icon: SearchIcon,
  fields: [
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
    defineField({
      name: 'heading',
      title: '페이지 제목',
      description:
        '자주 묻는 질문, 로그인, 상담·제휴 문의, 404처럼 제목과 한 줄 소개로 시작하는 페이지의 맨 위 제목입니다. 다른 페이지는 각 페이지 문구에서 고칩니다.',
      type: 'string',
      validation: (r) => r.max(30),
    }),
    defineField({
      name: 'intro',
      title: '페이지 소개',
      description: '제목 아래 한두 문장입니다.',
      type: 'text',
      rows: 2,
      validation: (r) => r.max(160),
    }),
    defineField({
      name: 'shareImage',
      title: '공유 이미지',
      description:
        '카카오톡·페이스북 등에 이 페이지 링크를 보낼 때 보이는 그림입니다. 1200×630 비율로 잘려 쓰이니 꼭 보여야 할 부분은 핫스팟으로 지정해 주세요. 비워 두면 페이지 제목으로 만든 카드가 쓰입니다.',
      type: 'image',
      options: { accept: 'image/png,image/jpeg,image/webp', hotspot: true },
    }),
  ],
  preview: {
    select: { id: '_id', title: 'title' },
    prepare: ({ id, title }: { id?: string; title?: string }) => ({
      title: fixedDocumentTitle(id ?? '') ?? '페이지 문서',
      subtitle: title,
    }),
  },
});
