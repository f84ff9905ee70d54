import { TagIcon } from '@sanity/icons/Tag';
import { defineType } from 'sanity';

import { byOrder, lineField, orderField } from '../fields';

/** A customer's shop name in the home page's scrolling name strip. */
export const companyName = defineType({
  name: 'companyName',
  title: '고객사 이름',
  type: 'document',
  icon: TagIcon,
  orderings: [byOrder],
  fields: [orderField(), lineField('name', '상호', 20)],
  preview: {
    select: { title: 'name', order: 'order' },
    prepare: ({ title, order }: { title?: string; order?: number }) => ({ title, subtitle: `순서 ${order ?? '-'}` }),
  },
});
