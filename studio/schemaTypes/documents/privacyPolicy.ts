import { LockIcon } from '@sanity/icons/Lock';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { lineField } from '../fields';

export const privacyPolicy = defineType({
  name: 'privacyPolicy',
  title: '개인정보처리방침',
  type: 'document',
  icon: LockIcon,
  fields: [
    lineField('title', '제목', 30),
    defineField({
      name: 'effectiveDate',
      title: '시행일',
      description: '방침을 바꾸면 새 시행일을 넣고, 마지막 조항에 변경 내용을 적어 주세요.',
      type: 'date',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'intro',
      title: '머리말',
      description: '조항 앞에 보이는 안내문입니다.',
      type: 'text',
      rows: 4,
      validation: (r) => r.required().max(600),
    }),
    defineField({
      name: 'articles',
      title: '조항',
      description: '순서대로 제1조, 제2조…로 번호가 붙고, 페이지 위 목차에도 그대로 나옵니다.',
      type: 'array',
      of: [defineArrayMember({ type: 'privacyArticle' })],
      validation: (r) => r.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', date: 'effectiveDate' },
    prepare: ({ title, date }: { title?: string; date?: string }) => ({
      title,
      subtitle: date ? `시행일 ${date}` : '시행일 없음',
    }),
  },
});
