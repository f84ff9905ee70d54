import { CaseIcon } from '@sanity/icons/Case';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { byOrder, exactly, imageField, lineField, orderField, paragraphField } from '../fields';

/** One of the three industry cards on /industry, each with three sub-categories. */
export const industryCard = defineType({
  name: 'industryCard',
  title: '업종 카드',
  type: 'document',
  icon: CaseIcon,
  orderings: [byOrder],
  fields: [
    orderField(),
    lineField('title', '업종 이름', 16, '예: 도매·소매'),
    paragraphField('summary', '요약', 160, '업종 이름 아래에 보이는 한두 문장입니다.'),
    imageField({ name: 'image', title: '이미지', description: '640×480 비율로 그려 주세요.' }),
    defineField({
      name: 'categories',
      title: '세부 업종',
      description: '카드 안에 나란히 보이는 세부 업종 세 가지입니다.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'industryCategory',
          title: '세부 업종',
          fields: [lineField('title', '이름', 16), paragraphField('subtitle', '설명', 120)],
          preview: { select: { title: 'title', subtitle: 'subtitle' } },
        }),
      ],
      validation: exactly(3),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'summary', media: 'image' } },
});
