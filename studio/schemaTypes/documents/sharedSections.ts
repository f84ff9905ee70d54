import { BlockElementIcon } from '@sanity/icons/BlockElement';
import { defineType } from 'sanity';

import { imageField } from '../fields';
import { buttonLabelField, introField, section } from '../sections';

// Sections that several pages show the same way (home and /industry), edited once here.
const fields = [
  section('certifications', '인증 로고', [introField('인증 로고는 "인증 로고" 목록에서 고칩니다.')]),
  section('downloadCta', '다운로드 안내', [
    introField(),
    buttonLabelField('buttonLabel', '버튼 문구', '누르면 윈도우 설치 파일을 내려받습니다(로그인 필요).'),
  ]),
  section('serviceCenter', '고객센터', [
    introField('전화번호와 운영 시간은 "사이트 설정"에서 고칩니다.'),
    buttonLabelField('inquiryLabel', '문의 버튼 문구', '누르면 상담 문의 내역(/user/inquiry)으로 이동합니다.'),
    imageField({ name: 'image', title: '이미지', description: '480×360 비율로 그려 주세요.' }),
  ]),
];

export const sharedSections = defineType({
  name: 'sharedSections',
  title: '공통 섹션 문구',
  type: 'document',
  icon: BlockElementIcon,
  groups: fields.map((field) => ({ name: field.name, title: field.title })),
  fields,
  preview: { prepare: () => ({ title: '공통 섹션 문구' }) },
});
