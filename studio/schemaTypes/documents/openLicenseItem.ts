import { UnlockIcon } from '@sanity/icons/Unlock';
import { defineType } from 'sanity';

import { byOrder, imageField, lineField, orderField, paragraphField } from '../fields';

/** One of the four selectable items of the home page's open-license section. */
export const openLicenseItem = defineType({
  name: 'openLicenseItem',
  title: '오픈 라이선스 항목',
  type: 'document',
  icon: UnlockIcon,
  orderings: [byOrder],
  fields: [
    orderField(),
    lineField('title', '제목', 24),
    paragraphField('description', '설명', 160),
    imageField({ name: 'image', title: '이미지', description: '항목을 고르면 보이는 그림입니다. 640×480 비율입니다.' }),
  ],
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
});
