import { CommentIcon } from '@sanity/icons/Comment';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { imageField, lineField } from '../fields';
import { introField, pointsField, section } from '../sections';

const itemsNote = (what: string) => `${what}은 "알림톡 페이지 항목" 목록에서 고칩니다.`;

const fields = [
  section('banner', '배너', [
    introField(),
    defineField({
      name: 'stats',
      title: '강조 수치',
      type: 'array',
      of: [defineArrayMember({ type: 'statItem' })],
      validation: (r) => r.required().min(1).max(3),
    }),
    lineField('scrollHint', '스크롤 안내 문구', 20, '배너 아래쪽에서 아래로 내려 보라고 안내하는 짧은 문구입니다.'),
    defineField({
      name: 'video',
      title: '배너 영상',
      description: '올리면 이미지 대신 소리 없이 반복 재생됩니다. MP4 또는 WebM, 10MB 이하를 권장합니다.',
      type: 'file',
      options: { accept: 'video/mp4,video/webm' },
    }),
    defineField({
      name: 'image',
      title: '배너 이미지',
      description: '영상이 없을 때와 영상을 불러오는 동안 보입니다. PC는 1120×640, 모바일은 720×900 비율입니다.',
      type: 'deviceImage',
      validation: (r) => r.required(),
    }),
  ]),
  section('toggle', '마케팅 펼침 목록', [
    introField(itemsNote('세 항목과 업종별 전단')),
    lineField('flyerPrompt', '전단 버튼 안내 문구', 30, '세 번째 항목을 펼쳤을 때 업종 버튼 위에 보입니다.'),
  ]),
  section('easy', '쉬운 마케팅', [introField(itemsNote('세 가지 카드'))]),
  section('upload', '등록 방법', [introField(itemsNote('두 가지 등록 방법'))]),
  section('adopt', '누구나 도입', [introField(itemsNote('세 가지 대상'))]),
  section('omni', '온·오프라인 통합', [
    introField(),
    defineField({
      name: 'image',
      title: '이미지',
      description: '글자가 휴대폰에서도 읽히도록 모바일은 세로 360×560, 태블릿·PC는 880×480 비율로 그려 주세요.',
      type: 'deviceImage',
      validation: (r) => r.required(),
    }),
  ]),
  section('price', '가격', [
    introField(),
    lineField('label', '가격 앞 문구', 20, '예: 매장 관리 전부'),
    defineField({
      name: 'amount',
      title: '가격',
      description: '숫자만 넣어 주세요. 화면에는 단위와 함께 크게 보입니다.',
      type: 'number',
      validation: (r) => r.required().integer().min(0),
    }),
    lineField('unit', '단위', 6, '예: 원'),
    lineField('note', '가격 아래 안내', 80, '예: 알림톡 1건 발송 기준, 부가세 별도'),
  ]),
  section('features', '기능 목록', [introField(itemsNote('세 가지 기능'))]),
  section('coupon', '쿠폰', [
    introField(),
    pointsField('강조 문장', 2, 4),
    imageField({ name: 'image', title: '이미지', description: '640×480 비율로 그려 주세요.' }),
  ]),
  section('closing', '마무리 버튼', [
    introField(),
    defineField({ name: 'cta', title: '버튼', type: 'ctaLink', validation: (r) => r.required() }),
  ]),
];

export const talkPage = defineType({
  name: 'talkPage',
  title: '알림톡 페이지 문구',
  type: 'document',
  icon: CommentIcon,
  groups: fields.map((field) => ({ name: field.name, title: field.title })),
  fields,
  preview: { prepare: () => ({ title: '알림톡 페이지 문구' }) },
});
