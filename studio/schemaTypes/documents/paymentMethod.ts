import { CreditCardIcon } from '@sanity/icons/CreditCard';
import { defineField, defineType } from 'sanity';

import { byOrder, imageField, lineField, orderField } from '../fields';

const KINDS = [
  { title: '간편결제(페이)', value: 'wallet' },
  { title: '제로페이', value: 'zero' },
  { title: '신용·체크카드', value: 'card' },
  { title: 'QR 결제', value: 'qr' },
  { title: '바코드 결제', value: 'barcode' },
  { title: '현금', value: 'cash' },
];

export const paymentMethod = defineType({
  name: 'paymentMethod',
  title: '결제 수단',
  type: 'document',
  icon: CreditCardIcon,
  orderings: [byOrder],
  fields: [
    orderField(),
    lineField('name', '이름', 12, '아이콘 아래에 보입니다. 예: 카카오페이'),
    defineField({
      name: 'kind',
      title: '종류',
      type: 'string',
      options: { list: KINDS },
      validation: (r) => r.required(),
    }),
    imageField({ name: 'icon', title: '아이콘', description: '96×96 정사각형입니다.' }),
  ],
  preview: { select: { title: 'name', subtitle: 'kind', media: 'icon' } },
});
