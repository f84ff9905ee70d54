import { CaseIcon } from '@sanity/icons/Case';
import { defineField, defineType } from 'sanity';

import { introField, section } from '../sections';

const fields = [
  section('hero', '머리 영역', [
    introField(),
    defineField({
      name: 'image',
      title: '이미지',
      description: 'PC는 1120×560, 모바일은 720×640 비율로 그려 주세요.',
      type: 'deviceImage',
      validation: (r) => r.required(),
    }),
  ]),
  section('cards', '업종 카드', [introField('세 업종 카드의 내용은 "업종 카드" 목록에서 고칩니다.')]),
];

export const industryPage = defineType({
  name: 'industryPage',
  title: '업종 페이지 문구',
  type: 'document',
  icon: CaseIcon,
  groups: fields.map((field) => ({ name: field.name, title: field.title })),
  fields,
  preview: { prepare: () => ({ title: '업종 페이지 문구' }) },
});
