import { ImageIcon } from '@sanity/icons/Image';
import { defineType } from 'sanity';

import { imageField, lineField, paragraphField } from '../fields';

/** A card with a picture, a title and a short description (download page cards, app promotion…). */
export const imageCard = defineType({
  name: 'imageCard',
  title: '이미지 카드',
  type: 'object',
  icon: ImageIcon,
  fields: [
    lineField('title', '제목', 30),
    paragraphField('description', '설명', 200),
    imageField({ name: 'image', title: '이미지' }),
  ],
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
});
