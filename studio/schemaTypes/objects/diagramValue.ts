import { BarChartIcon } from '@sanity/icons/BarChart';
import { defineField, defineType } from 'sanity';

import { lineField } from '../fields';

/** One value of a chart the site draws in code (the trend section's bubbles and circles). */
export const diagramValue = defineType({
  name: 'diagramValue',
  title: '도표 값',
  type: 'object',
  icon: BarChartIcon,
  options: { columns: 3 },
  fields: [
    lineField('label', '항목 이름', 16),
    defineField({
      name: 'value',
      title: '값',
      description: '원과 거품의 크기는 이 값에 비례해 그려집니다.',
      type: 'number',
      validation: (r) => r.required().min(0).max(100),
    }),
    defineField({
      name: 'unit',
      title: '단위',
      description: '값 뒤에 붙는 글자입니다. 예: %, 배',
      type: 'string',
      initialValue: '%',
      validation: (r) => r.required().max(4),
    }),
  ],
  preview: {
    select: { label: 'label', value: 'value', unit: 'unit' },
    prepare: ({ label, value, unit }: { label?: string; value?: number; unit?: string }) => ({
      title: label,
      subtitle: `${value ?? ''}${unit ?? ''}`,
    }),
  },
});
