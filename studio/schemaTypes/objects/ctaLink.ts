import { LinkIcon } from '@sanity/icons/Link';
import { defineField, defineType } from 'sanity';

/** A button: its label and where it goes (a page of this site such as /down, or a full address). */
export const ctaLink = defineType({
  name: 'ctaLink',
  title: '버튼',
  type: 'object',
  icon: LinkIcon,
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'label',
      title: '버튼 문구',
      type: 'string',
      validation: (r) => r.required().max(20),
    }),
    defineField({
      name: 'href',
      title: '이동할 주소',
      description: '사이트 안의 페이지는 /down처럼 /로 시작하고, 바깥 사이트는 https://로 시작합니다.',
      type: 'url',
      validation: (r) => r.required().uri({ allowRelative: true, scheme: ['https'] }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
