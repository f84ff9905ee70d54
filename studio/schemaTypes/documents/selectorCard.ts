import { ThLargeIcon } from '@sanity/icons/ThLarge';
import { defineField, defineType, type PreviewValue } from 'sanity';

import { altField, byOrder, lineField, orderField, paragraphField } from '../fields';

export const SELECTOR_TABS = [
  { title: '업종 최적화', value: 'industry' },
  { title: '회원 관리', value: 'member' },
  { title: '쉬운 조작', value: 'easy' },
];

/** A card under one tab of the home page's tab selector. 회원 관리 cards are text only. */
export const selectorCard = defineType({
  name: 'selectorCard',
  title: '탭 카드',
  type: 'document',
  icon: ThLargeIcon,
  orderings: [byOrder],
  fields: [
    defineField({
      name: 'tab',
      title: '탭',
      type: 'string',
      options: { list: SELECTOR_TABS, layout: 'radio' },
      validation: (r) => r.required(),
    }),
    orderField(),
    lineField('title', '제목', 24),
    paragraphField('subtitle', '설명', 120),
    defineField({
      name: 'image',
      title: '이미지',
      description: '480×360 비율입니다. 회원 관리 탭의 카드는 글자만 보여 이미지를 넣지 않습니다.',
      type: 'image',
      options: { accept: 'image/svg+xml,image/png,image/jpeg,image/webp,image/avif' },
      fields: [altField()],
      hidden: ({ document }) => document?.tab === 'member',
      // Required only outside the member tab, so it is a custom rule rather than required().
      validation: (r) =>
        r.custom((value, { document }) => {
          if (document?.tab === 'member' || value) return true;
          return '업종 최적화·쉬운 조작 탭의 카드에는 이미지가 필요합니다.';
        }),
    }),
  ],
  preview: {
    select: { title: 'title', tab: 'tab', media: 'image' },
    prepare: ({ title, tab, media }: { title?: string; tab?: string; media?: PreviewValue['media'] }) => ({
      title,
      subtitle: SELECTOR_TABS.find((t) => t.value === tab)?.title ?? '탭 미지정',
      media,
    }),
  },
});
