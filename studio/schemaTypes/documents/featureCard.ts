import { SparklesIcon } from '@sanity/icons/Sparkles';
import { defineField, defineType } from 'sanity';

import { byOrder, imageField, lineField, orderField, paragraphField } from '../fields';

/** A card of the home page's must-have features. */
export const featureCard = defineType({
  name: 'featureCard',
  title: '필수 기능 카드',
  type: 'document',
  icon: SparklesIcon,
  orderings: [byOrder],
  fields: [
    orderField(),
    lineField('title', '기능 이름', 24),
    paragraphField('description', '설명', 120),
    defineField({
      name: 'badge',
      title: '배지',
      description: '제목 옆 작은 꼬리표입니다. 예: 베타. 비워 두면 표시하지 않습니다.',
      type: 'string',
      validation: (r) => r.max(6),
    }),
    imageField({ name: 'icon', title: '아이콘', description: '120×120 정사각형입니다.' }),
  ],
  preview: { select: { title: 'title', subtitle: 'description', media: 'icon' } },
});
