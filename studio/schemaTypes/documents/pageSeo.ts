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
  ],
  preview: {
    select: { id: '_id', title: 'title' },
    prepare: ({ id, title }: { id?: string; title?: string }) => ({
      title: fixedDocumentTitle(id ?? '') ?? '페이지 문서',
      subtitle: title,
    }),
  },
});
