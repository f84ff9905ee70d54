import { TextIcon } from '@sanity/icons/Text';
import { defineField, defineType } from 'sanity';

import { headingField } from '../fields';

/** The small label, heading and lead paragraph that open most sections. */
export const sectionIntro = defineType({
  name: 'sectionIntro',
  title: '섹션 머리말',
  type: 'object',
  icon: TextIcon,
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'eyebrow',
      title: '머리 문구',
      description: '제목 위에 작게 보이는 한 줄입니다. 비워 두면 표시하지 않습니다.',
      type: 'string',
      validation: (r) => r.max(30),
    }),
    headingField(),
    defineField({
      name: 'description',
      title: '설명',
      description: '제목 아래에 보이는 한두 문장입니다. 비워 두면 표시하지 않습니다.',
      type: 'text',
      rows: 3,
      validation: (r) => r.max(240),
    }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'eyebrow' },
  },
});
