import { CommentIcon } from '@sanity/icons/Comment';
import { defineField, defineType, type PreviewValue } from 'sanity';

import { byOrder, imageField, lineField, orderField } from '../fields';

export const TALK_SECTIONS = [
  { title: '마케팅 펼침 목록', value: 'toggle' },
  { title: '업종별 전단', value: 'flyer' },
  { title: '쉬운 마케팅', value: 'easy' },
  { title: '등록 방법', value: 'upload' },
  { title: '누구나 도입', value: 'adopt' },
  { title: '기능 목록', value: 'feature' },
];

/** An item of one of the /talk page's lists; which list is chosen by its section. */
export const talkItem = defineType({
  name: 'talkItem',
  title: '알림톡 페이지 항목',
  type: 'document',
  icon: CommentIcon,
  orderings: [byOrder],
  fields: [
    defineField({
      name: 'section',
      title: '영역',
      type: 'string',
      options: { list: TALK_SECTIONS },
      validation: (r) => r.required(),
    }),
    orderField(),
    lineField('title', '제목', 30, '업종별 전단에서는 버튼에 보이는 업종 이름입니다.'),
    defineField({
      name: 'description',
      title: '설명',
      type: 'text',
      rows: 3,
      hidden: ({ document }) => document?.section === 'flyer',
      validation: (r) =>
        r.max(200).custom((value, { document }) => {
          if (document?.section === 'flyer') return true;
          return typeof value === 'string' && value.trim() !== '' ? true : '설명을 적어 주세요.';
        }),
    }),
    imageField({
      name: 'image',
      title: '이미지',
      description:
        '펼침 목록·전단 560×640, 쉬운 마케팅·등록 방법 480×360, 누구나 도입 200×200, 기능 목록 160×160 비율입니다.',
    }),
  ],
  preview: {
    select: { title: 'title', section: 'section', media: 'image' },
    prepare: ({ title, section, media }: { title?: string; section?: string; media?: PreviewValue['media'] }) => ({
      title,
      subtitle: TALK_SECTIONS.find((s) => s.value === section)?.title ?? '영역 미지정',
      media,
    }),
  },
});
