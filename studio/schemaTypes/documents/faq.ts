import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineField, defineType } from 'sanity';

// Ordered by its date, newest first (docs/product.md#faq), so it has no order number of its own.
export const faq = defineType({
  name: 'faq',
  title: '자주 묻는 질문',
  type: 'document',
  icon: HelpCircleIcon,
  orderings: [{ title: '최신순', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  fields: [
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
      description: '목록은 게시일이 최근인 질문부터 보입니다.',
      type: 'datetime',
      initialValue: () => new Date().toISOString(),
      validation: (r) => r.required(),
    }),
  ],
  preview: {
    select: { title: 'question', date: 'publishedAt' },
    prepare: ({ title, date }) => ({ title, subtitle: typeof date === 'string' ? date.slice(0, 10) : '게시일 없음' }),
  },
});
