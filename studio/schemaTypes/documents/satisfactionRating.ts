import { StarIcon } from '@sanity/icons/Star';
import { defineType } from 'sanity';

import { byOrder, lineField, orderField, paragraphField } from '../fields';

/** One of the ratings the satisfaction block cycles through every 3 seconds. */
export const satisfactionRating = defineType({
  name: 'satisfactionRating',
  title: '고객 만족도',
  type: 'document',
  icon: StarIcon,
  orderings: [byOrder],
  fields: [
    orderField(),
    lineField('title', '평가 항목', 16, '예: 기능 만족도'),
    lineField('grade', '평가', 16, '크게 보이는 결과입니다. 예: A++'),
    paragraphField('description', '설명', 120),
  ],
  preview: { select: { title: 'title', subtitle: 'grade' } },
});
