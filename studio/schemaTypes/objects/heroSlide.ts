import { PresentationIcon } from '@sanity/icons/Presentation';
import { defineField, defineType } from 'sanity';

import { headingField, paragraphField } from '../fields';

/** One slide of the home hero carousel; the app-store links come from site settings. */
export const heroSlide = defineType({
  name: 'heroSlide',
  title: '히어로 슬라이드',
  type: 'object',
  icon: PresentationIcon,
  fields: [
    defineField({
      name: 'eyebrow',
      title: '머리 문구',
      description: '제목 위 작은 강조 문구입니다. 예: 가입비·월 이용료 0원',
      type: 'string',
      validation: (r) => r.required().max(30),
    }),
    headingField('heading', '제목', 40),
    paragraphField('description', '설명', 120),
    defineField({
      name: 'image',
      title: '이미지',
      description: 'PC는 1120×720, 모바일은 720×720 비율로 그려 주세요.',
      type: 'deviceImage',
      validation: (r) => r.required(),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'eyebrow', media: 'image.mb' } },
});
