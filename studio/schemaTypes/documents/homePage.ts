import { HomeIcon } from '@sanity/icons/Home';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { altField, exactly, imageField, lineField, paragraphField } from '../fields';
import { buttonLabelField, introField, pointsField, section } from '../sections';
import { SELECTOR_TABS } from './selectorCard';

// One group per section, in the page's order: src/components/home/sections.ts is the list, and
// tests/content/home-sections.test.ts holds these fields to it.
const fields = [
  section('hero', '히어로', [
    defineField({
      name: 'slides',
      title: '슬라이드',
      description: '3초마다 넘어가는 첫 화면 슬라이드 3장입니다.',
      type: 'array',
      of: [defineArrayMember({ type: 'heroSlide' })],
      validation: exactly(3),
    }),
    paragraphField(
      'statement',
      '무엇인지 한 문장',
      90,
      '휴대폰 첫 화면 맨 위에 보이는 소개입니다. 윈도우 PC용 무료 프로그램이라는 것과 매출을 보는 휴대폰 앱을 함께 알려 주세요.',
    ),
    buttonLabelField(
      'downloadLabel',
      '다운로드 버튼 문구',
      '소개 아래 버튼입니다. PC에서는 설치 파일을 받고, 휴대폰에서는 매장 PC로 보내는 안내가 열립니다.',
    ),
    lineField(
      'storesLabel',
      '앱 스토어 배지 제목',
      12,
      '앱 스토어 배지 위에 작게 보이는 말입니다. 어떤 앱인지 알려 주세요.',
    ),
  ]),
  section('selector', '탭 선택 영역', [
    introField(),
    defineField({
      name: 'tabs',
      title: '탭',
      description: '탭마다 보이는 카드는 "탭 카드" 목록에서 고칩니다.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'selectorTab',
          title: '탭',
          fields: [
            defineField({
              name: 'tab',
              title: '탭 종류',
              type: 'string',
              options: { list: SELECTOR_TABS, layout: 'radio' },
              validation: (r) => r.required(),
            }),
            lineField('label', '탭 이름', 10),
          ],
          preview: { select: { title: 'label', subtitle: 'tab' } },
        }),
      ],
      validation: exactly(3),
    }),
  ]),
  section('trend', '트렌드 도표', [
    introField(),
    lineField('bubbleTitle', '거품 도표 제목', 40),
    defineField({
      name: 'bubbles',
      title: '거품 도표 값',
      description: '값이 클수록 거품이 크게 그려집니다.',
      type: 'array',
      of: [defineArrayMember({ type: 'diagramValue' })],
      validation: (r) => r.required().min(3).max(6),
    }),
    lineField('circleTitle', '원 도표 제목', 40),
    defineField({
      name: 'circles',
      title: '원 도표 값',
      description: '값(0–100)만큼 원이 채워집니다.',
      type: 'array',
      of: [defineArrayMember({ type: 'diagramValue' })],
      validation: (r) => r.required().min(2).max(4),
    }),
    lineField('footnote', '출처·기준 안내', 80, '도표 아래 작게 보이는 조사 기준입니다.'),
  ]),
  section('realtimeSales', '실시간 매출', [
    introField(),
    pointsField('강조 문장', 2, 4),
    imageField({ name: 'image', title: '이미지', description: '640×640 정사각형으로 그려 주세요.' }),
  ]),
  section('payments', '결제 수단', [introField('결제 수단 아이콘과 이름은 "결제 수단" 목록에서 고칩니다.')]),
  section('freshShops', '정육·청과·수산', [
    introField(),
    defineField({
      name: 'shops',
      title: '매장 카드',
      type: 'array',
      of: [defineArrayMember({ type: 'imageCard' })],
      validation: exactly(3),
    }),
  ]),
  section('marketPrice', '시세 상품', [
    introField(),
    pointsField('강조 문장', 2, 4),
    defineField({
      name: 'images',
      title: '슬라이드 이미지',
      description: '3초마다 넘어가는 이미지 3장입니다. 640×480 비율로 그려 주세요.',
      type: 'array',
      of: [defineArrayMember({ type: 'image', fields: [altField()], validation: (r) => r.required().assetRequired() })],
      validation: exactly(3),
    }),
  ]),
  section('mustHave', '필수 기능', [introField('기능 카드는 "필수 기능 카드" 목록에서 고칩니다.')]),
  section('marketing', '마케팅', [
    introField(),
    defineField({
      name: 'points',
      title: '마케팅 기능',
      type: 'array',
      of: [defineArrayMember({ type: 'titledText' })],
      validation: (r) => r.required().min(2).max(4),
    }),
    imageField({ name: 'image', title: '이미지', description: '880×640 비율로 그려 주세요.' }),
  ]),
  section('appPromo', '앱 홍보', [
    introField(),
    defineField({
      name: 'items',
      title: '홍보 카드',
      description: '알림톡, 이벤트 전단, 구매·결제 순서입니다. 이미지는 360×640 휴대폰 화면 비율입니다.',
      type: 'array',
      of: [defineArrayMember({ type: 'imageCard' })],
      validation: exactly(3),
    }),
  ]),
  section('openLicense', '오픈 라이선스', [introField('네 가지 항목은 "오픈 라이선스 항목" 목록에서 고칩니다.')]),
  section('testimonials', '사용 후기', [introField('후기는 "사용 후기" 목록에서 고칩니다.')]),
  section('satisfaction', '고객 만족도', [introField('평가 항목은 "고객 만족도" 목록에서 고칩니다.')]),
  section('customers', '함께하는 매장', [
    introField('상호 띠와 로고 띠는 "고객사 이름", "고객사 로고" 목록에서 고칩니다.'),
  ]),
  section('usageCta', '사용 문의 버튼', [
    buttonLabelField('label', '버튼 문구', '누르면 상담 문의 화면(/user/loading)으로 이동합니다.'),
    paragraphField(
      'signInNote',
      '로그인 안내',
      80,
      '버튼 바로 아래 보이는 한 문장입니다. 문의를 남기려면 왜 로그인해야 하는지 누르기 전에 알려 줍니다.',
    ),
  ]),
];

export const homePage = defineType({
  name: 'homePage',
  title: '홈 페이지 문구',
  type: 'document',
  icon: HomeIcon,
  groups: fields.map((field) => ({ name: field.name, title: field.title })),
  fields,
  preview: { prepare: () => ({ title: '홈 페이지 문구' }) },
});
