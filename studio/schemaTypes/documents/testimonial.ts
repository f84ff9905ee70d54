import { UsersIcon } from '@sanity/icons/Users';
import { defineField, defineType } from 'sanity';

import { byOrder, imageField, lineField, orderField } from '../fields';

export const testimonial = defineType({
  name: 'testimonial',
  title: '사용 후기',
  type: 'document',
  icon: UsersIcon,
  orderings: [byOrder],
  fields: [
    orderField(),
    lineField('businessType', '업종', 16, '카드 위에 작게 보입니다. 예: 정육점'),
    defineField({
      name: 'quote',
      title: '후기',
      description: '사장님의 말투를 살려 두세 문장으로 적어 주세요.',
      type: 'text',
      rows: 4,
      validation: (r) => r.required().min(20).max(160),
    }),
    lineField('author', '작성자', 30, '예: 서울 망원동 ○○정육 사장님'),
    imageField({ name: 'image', title: '이미지', description: '240×240 정사각형입니다.' }),
    defineField({
      name: 'bgColor',
      title: '카드 배경색',
      description: '#f3f7ff처럼 6자리 색상 코드입니다. 비워 두면 기본 배경색을 씁니다.',
      type: 'string',
      validation: (r) => r.regex(/^#[0-9a-f]{6}$/i, { name: '색상 코드' }),
    }),
  ],
  preview: { select: { title: 'businessType', subtitle: 'quote', media: 'image' } },
});
