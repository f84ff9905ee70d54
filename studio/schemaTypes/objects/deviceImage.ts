import { ImagesIcon } from '@sanity/icons/Images';
import { defineField, defineType, type PreviewValue } from 'sanity';

import { altField } from '../fields';

// The hotspot and crop tools: the site cuts each device's picture to that device's frame around
// the hotspot, and a device without its own picture gets the phone picture cut to its frame.
const OPTIONS = { accept: 'image/svg+xml,image/png,image/jpeg,image/webp,image/avif', hotspot: true };

/**
 * One picture drawn for several screen sizes. The phone version is required and is also what
 * browsers without <picture> get; tablet and PC versions are used from 768 px and 1440 px.
 */
export const deviceImage = defineType({
  name: 'deviceImage',
  title: '기기별 이미지',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    altField(),
    defineField({
      name: 'mb',
      title: '모바일 이미지',
      description:
        '폭 767px 이하 화면에 보입니다. 태블릿·PC 이미지가 없으면 그 화면에도 이 이미지가 쓰이고, PC에서는 PC 화면 비율에 맞게 잘립니다. 잘려도 꼭 보여야 할 부분은 핫스팟으로 지정해 주세요.',
      type: 'image',
      options: OPTIONS,
      validation: (r) => r.required().assetRequired(),
    }),
    defineField({
      name: 'tablet',
      title: '태블릿 이미지',
      description: '폭 768–1439px 화면에 보입니다. 비워 두면 모바일 이미지가 쓰입니다.',
      type: 'image',
      options: OPTIONS,
    }),
    defineField({
      name: 'pc',
      title: 'PC 이미지',
      description:
        '폭 1440px 이상 화면에 보입니다. 비워 두면 태블릿(또는 모바일) 이미지를 PC 화면 비율에 맞게 잘라 씁니다.',
      type: 'image',
      options: OPTIONS,
    }),
  ],
  preview: {
    select: { title: 'alt', media: 'mb' },
    prepare: ({ title, media }: { title?: string; media?: PreviewValue['media'] }) => ({
      title: title || '이미지 설명 없음',
      subtitle: '기기별 이미지',
      media,
    }),
  },
});
