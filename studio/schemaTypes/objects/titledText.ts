import { BlockContentIcon } from '@sanity/icons/BlockContent';
import { defineType } from 'sanity';

import { lineField, paragraphField } from '../fields';

/** A short title with one explanatory sentence, for bullet-like points inside a section. */
export const titledText = defineType({
  name: 'titledText',
  title: '제목과 설명',
  type: 'object',
  icon: BlockContentIcon,
  fields: [lineField('title', '제목', 30), paragraphField('description', '설명', 160)],
  preview: { select: { title: 'title', subtitle: 'description' } },
});
