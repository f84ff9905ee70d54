import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { defineType } from 'sanity';
import { byOrder, imageField, lineField, orderField } from '../fields';

/** A public-body certification seal (six on the site). */
export const certification = defineType({
  name: 'certification',
  title: '인증 로고',
  type: 'document',
  icon: CheckmarkCircleIcon,
  orderings: [byOrder],
  fields: [
    orderField(),
    lineField('name', '인증 이름', 20, '로고 아래에 보입니다. 예: 품질인증'),
    imageField({ name: 'image', title: '인증 로고', description: '160×160 정사각형입니다.' }),
  ],
  preview: { select: { title: 'name', media: 'image' } },
});
