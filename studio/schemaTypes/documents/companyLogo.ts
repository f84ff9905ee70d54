import { ImageIcon } from '@sanity/icons/Image';
import { defineType } from 'sanity';

import { byOrder, imageField, lineField, orderField } from '../fields';

/** A customer's logo in the home page's continuously scrolling logo strip (14 on the site). */
export const companyLogo = defineType({
  name: 'companyLogo',
  title: '고객사 로고',
  type: 'document',
  icon: ImageIcon,
  orderings: [byOrder],
  fields: [
    orderField(),
    lineField('name', '상호', 20),
    imageField({
      name: 'logo',
      title: '로고',
      description:
        '200×64 비율, 배경이 투명한 PNG 또는 WebP를 권장합니다(글자가 든 SVG는 휴대폰에서 그리는 데 시간이 더 걸립니다).',
    }),
  ],
  preview: { select: { title: 'name', media: 'logo' } },
});
