import { BlockElementIcon } from '@sanity/icons/BlockElement';
import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity';

import { altField, exactly, imageField } from '../fields';
import { buttonLabelField, introField, pointsField } from '../sections';

// The sections a landing page is built from: the site's existing sections, each with its copy
// written on the landing page itself. Cards, testimonials, questions and payment methods stay in
// their own lists and are chosen here, so a card is edited once for every page that shows it.

interface LandingSection {
  name: string;
  title: string;
  description: string;
  fields: FieldDefinition[];
}

function landingSection({ name, title, description, fields }: LandingSection) {
  return defineType({
    name,
    title,
    description,
    type: 'object',
    icon: BlockElementIcon,
    fields,
    preview: {
      select: { heading: 'intro.heading' },
      prepare: ({ heading }: { heading?: string }) => ({ title, subtitle: heading?.replace(/\n/g, ' ') }),
    },
  });
}

/** Chosen documents of one list, in the order the editor puts them. */
function chosen(name: string, title: string, type: string, min: number, max: number, description: string) {
  return defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type }], options: { disableNew: true } })],
    validation: (r) => r.required().min(min).max(max).unique(),
  });
}

export const landingHero = landingSection({
  name: 'landingHero',
  title: '첫 화면(다운로드 버튼)',
  description: '페이지 맨 위 제목, 소개, 그림과 다운로드 버튼입니다. 첫 번째 섹션으로 두세요.',
  fields: [
    introField('제목이 이 페이지의 맨 위 제목(h1)이 됩니다.'),
    defineField({
      name: 'image',
      title: '그림',
      description: '휴대폰 720×640, PC 1120×560 비율로 잘려 보입니다.',
      type: 'deviceImage',
      validation: (r) => r.required(),
    }),
    buttonLabelField('buttonLabel', '버튼 문구', '누르면 윈도우 설치 파일을 내려받습니다(로그인 필요).'),
  ],
});

export const landingFeatureCards = landingSection({
  name: 'landingFeatureCards',
  title: '기능 카드',
  description: '"필수 기능 카드" 목록에서 고른 카드입니다.',
  fields: [
    introField(),
    chosen('cards', '카드', 'featureCard', 2, 6, '카드 내용은 "필수 기능 카드" 목록에서 고칩니다.'),
  ],
});

export const landingIndustryCards = landingSection({
  name: 'landingIndustryCards',
  title: '업종 카드',
  description: '"업종 카드" 목록에서 고른 카드입니다.',
  fields: [introField(), chosen('cards', '카드', 'industryCard', 1, 3, '카드 내용은 "업종 카드" 목록에서 고칩니다.')],
});

export const landingTestimonials = landingSection({
  name: 'landingTestimonials',
  title: '사용 후기',
  description: '고른 업종의 후기만 보입니다.',
  fields: [
    introField(),
    defineField({
      name: 'businessTypes',
      title: '업종',
      description: '"사용 후기"의 업종 칸과 똑같이 적어 주세요. 예: 정육점',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (r) => r.required().max(16) })],
      validation: (r) => r.required().min(1).unique(),
    }),
  ],
});

export const landingFaq = landingSection({
  name: 'landingFaq',
  title: '자주 묻는 질문',
  description: '"자주 묻는 질문" 목록에서 고른 질문입니다.',
  fields: [introField(), chosen('questions', '질문', 'faq', 1, 8, '질문과 답은 "자주 묻는 질문" 목록에서 고칩니다.')],
});

export const landingMarketPrice = landingSection({
  name: 'landingMarketPrice',
  title: '시세 상품',
  description: '그날 시세로 값이 바뀌는 상품의 계산을 보여 주는 섹션입니다.',
  fields: [
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
  ],
});

export const landingPayments = landingSection({
  name: 'landingPayments',
  title: '결제 수단',
  description: '결제 수단 아이콘과 이름은 "결제 수단" 목록에서 고칩니다.',
  fields: [introField()],
});

export const landingDownload = landingSection({
  name: 'landingDownload',
  title: '다운로드 안내',
  description: '파란 바탕의 다운로드 안내와 버튼입니다.',
  fields: [
    introField(),
    buttonLabelField('buttonLabel', '버튼 문구', '누르면 윈도우 설치 파일을 내려받습니다(로그인 필요).'),
  ],
});

export const landingServiceCenter = landingSection({
  name: 'landingServiceCenter',
  title: '고객센터',
  description: '전화번호와 운영 시간은 "사이트 설정"에서 고칩니다.',
  fields: [
    introField(),
    buttonLabelField('inquiryLabel', '문의 버튼 문구', '누르면 상담 문의 내역(/user/inquiry)으로 이동합니다.'),
    imageField({ name: 'image', title: '이미지', description: '480×360 비율로 그려 주세요.' }),
  ],
});

/** Every section a landing page may hold, in the order the Studio's "add" menu lists them. */
export const LANDING_SECTIONS = [
  landingHero,
  landingFeatureCards,
  landingIndustryCards,
  landingTestimonials,
  landingFaq,
  landingMarketPrice,
  landingPayments,
  landingDownload,
  landingServiceCenter,
];
