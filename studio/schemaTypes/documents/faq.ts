import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineField, defineType } from 'sanity';

import { byOrder, orderField } from '../fields';

// Editors order the questions by number, like every other list (docs/product.md#faq): the
// question most visitors come with (is it really free?) stays first however old it is.
export const faq = defineType({
  name: 'faq',
  title: '자주 묻는 질문',
  type: 'document',
  icon: HelpCircleIcon,
  orderings: [byOrder, { title: '최신순', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  fields: [
    orderField(),
    defineField({
      name: 'question',
      title: '질문',
      description: 'FAQ 검색은 질문 글자로 찾습니다. 사장님이 실제로 묻는 말투로 적어 주세요.',
      type: 'string',
      validation: (r) => r.required().min(5).max(100),
    }),
    defineField({
      name: 'answer',
      title: '답변',
      description: '줄을 바꾸면 화면에서도 줄이 바뀝니다.',
      type: 'text',
      rows: 6,
      validation: (r) => r.required().min(10).max(1500),
    }),
    defineField({
      name: 'publishedAt',
      title: '게시일',
      description: '질문을 처음 올린 날입니다. 목록의 차례는 위의 순서 번호가 정합니다.',
      type: 'datetime',
      initialValue: () => new Date().toISOString(),
      validation: (r) => r.required(),
    }),
  ],
  preview: {
    select: { title: 'question', order: 'order' },
    prepare: ({ title, order }: { title?: string; order?: number }) => ({
      title,
      subtitle: typeof order === 'number' ? `순서 ${order}` : '순서 번호 없음',
    }),
  },
});
