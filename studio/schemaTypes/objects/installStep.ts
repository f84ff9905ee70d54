import { OlistIcon } from '@sanity/icons/Olist';
import { defineField, defineType } from 'sanity';

import { imageField, lineField, paragraphField } from '../fields';

/** One step of the install guide on /down: what to do, with a picture of the screen. */
export const installStep = defineType({
  name: 'installStep',
  title: '설치 단계',
  type: 'object',
  icon: OlistIcon,
  fields: [
    lineField('title', '제목', 30),
    paragraphField('description', '설명', 240, '줄을 바꾸면 화면에서도 줄이 바뀝니다.'),
    imageField({ name: 'image', title: '화면 그림', description: '480×300 비율로 그려 주세요.' }),
    defineField({
      name: 'showChecksum',
      title: '이 단계에 SHA-256 값 표시',
      description: '켜면 설치 파일 정보의 SHA-256 값과 복사 버튼이 이 단계의 설명 아래에 보입니다.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
});
