import { BarChartIcon } from '@sanity/icons/BarChart';
import { defineType } from 'sanity';

import { lineField } from '../fields';

/** A big figure with its caption, such as "52개 / 지원하는 상품 분류". */
export const statItem = defineType({
  name: 'statItem',
  title: '강조 수치',
  type: 'object',
  icon: BarChartIcon,
  options: { columns: 2 },
  fields: [
    lineField('value', '수치', 12, '크게 보이는 부분입니다. 예: 94%, 52개, 0원'),
    lineField('label', '설명', 40, '수치 아래에 작게 보이는 설명입니다.'),
  ],
  preview: { select: { title: 'value', subtitle: 'label' } },
});
