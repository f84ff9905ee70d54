import { PlugIcon } from '@sanity/icons/Plug';
import { defineType } from 'sanity';

import { lineField, paragraphField } from '../fields';

/** One kind of shop equipment on /down: what works with the program and how it connects. */
export const hardwareItem = defineType({
  name: 'hardwareItem',
  title: '연결 장비',
  type: 'object',
  icon: PlugIcon,
  fields: [
    lineField('name', '장비 이름', 20, '예: 영수증 프린터, 전자저울'),
    paragraphField('support', '지원 내용', 160, '어떤 제품과 기능을 쓸 수 있는지 적어 주세요.'),
    lineField('connection', '연결 방법', 60, '예: USB·시리얼(RS-232C)·LAN'),
  ],
  preview: { select: { title: 'name', subtitle: 'connection' } },
});
