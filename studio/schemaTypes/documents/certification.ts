import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { defineType } from 'sanity';

import { byOrder, imageField, lineField, orderField } from '../fields';

/** A certification seal (six on the site), with who issued it and its number, shown under it. */
export const certification = defineType({
  name: 'certification',
  title: '인증 로고',
  type: 'document',
  icon: CheckmarkCircleIcon,
  orderings: [byOrder],
  fields: [
    orderField(),
    lineField('name', '인증 이름', 20, '로고 아래에 보입니다. 예: 품질인증'),
    lineField('issuer', '발급 기관', 40, '인증서를 내준 기관의 이름입니다. 예: 한국정보통신기술협회(TTA)'),
    lineField(
      'number',
      '인증 번호',
      40,
      '인증서에 적힌 번호 그대로 적습니다. 방문자가 발급 기관에서 확인할 수 있습니다.',
    ),
    imageField({ name: 'image', title: '인증 로고', description: '160×160 정사각형입니다.' }),
  ],
  preview: { select: { title: 'name', subtitle: 'issuer', media: 'image' } },
});
