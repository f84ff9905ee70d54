import { DownloadIcon } from '@sanity/icons/Download';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { exactly, lineField } from '../fields';
import { buttonLabelField, introField, section } from '../sections';
import { guideSection, handoffSection, hardwareSection } from './downloadGuide';

const fields = [
  section('hero', '머리 영역', [
    introField(),
    buttonLabelField(
      'buttonLabel',
      '다운로드 버튼 문구',
      '로그인한 분은 바로 내려받고, 로그인하지 않은 분께는 로그인 창이 열립니다.',
    ),
    defineField({
      name: 'highlights',
      title: '강조 수치',
      description: '버튼 아래에 보이는 숫자입니다. 예: 분류별 상품 키 58개',
      type: 'array',
      of: [defineArrayMember({ type: 'statItem' })],
      validation: (r) => r.required().min(2).max(4),
    }),
    defineField({
      name: 'image',
      title: '이미지',
      description: 'PC는 1120×640, 모바일은 720×720 비율로 그려 주세요.',
      type: 'deviceImage',
      validation: (r) => r.required(),
    }),
  ]),
  section('installer', '설치 파일 정보', [
    defineField({
      name: 'fileName',
      title: '파일 이름',
      type: 'string',
      initialValue: 'skpossetup.exe',
      validation: (r) => r.required().regex(/^[\w.-]+\.exe$/, { name: '윈도우 설치 파일(.exe)' }),
    }),
    defineField({
      name: 'version',
      title: '버전',
      description: '예: 3.8.2',
      type: 'string',
      validation: (r) => r.required().regex(/^\d+\.\d+\.\d+$/, { name: '버전 번호(예: 3.8.2)' }),
    }),
    defineField({
      name: 'sizeBytes',
      title: '파일 크기(바이트)',
      description: '파일 속성의 "크기" 값을 그대로 넣어 주세요. 화면에는 MB로 바꿔 보여 줍니다.',
      type: 'number',
      validation: (r) => r.required().integer().positive(),
    }),
    defineField({
      name: 'sha256',
      title: 'SHA-256 체크섬',
      description:
        '내려받은 파일이 변조되지 않았는지 확인하는 64자리 값입니다. PowerShell의 Get-FileHash로 구할 수 있습니다.',
      type: 'string',
      validation: (r) => r.required().regex(/^[0-9a-f]{64}$/, { name: 'SHA-256(소문자 16진수 64자)' }),
    }),
    defineField({ name: 'releaseDate', title: '배포일', type: 'date', validation: (r) => r.required() }),
    lineField('supportedOs', '지원 운영체제', 40),
    defineField({
      name: 'releaseNotes',
      title: '이번 버전에서 달라진 점',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (r) => r.required().max(80) })],
      validation: (r) => r.required().min(1).max(6),
    }),
  ]),
  section('goodChoice', 'Good Choice', [
    introField(),
    defineField({
      name: 'cards',
      title: '카드',
      description: '이미지는 320×240 비율입니다.',
      type: 'array',
      of: [defineArrayMember({ type: 'imageCard' })],
      validation: exactly(4),
    }),
  ]),
  section('service', 'POS 서비스', [
    introField(),
    defineField({
      name: 'cards',
      title: '카드',
      description: '이미지는 480×360 비율입니다.',
      type: 'array',
      of: [defineArrayMember({ type: 'imageCard' })],
      validation: exactly(3),
    }),
  ]),
  handoffSection,
  guideSection,
  hardwareSection,
];

export const downloadPage = defineType({
  name: 'downloadPage',
  title: '다운로드 페이지 문구',
  type: 'document',
  icon: DownloadIcon,
  groups: fields.map((field) => ({ name: field.name, title: field.title })),
  fields,
  preview: { prepare: () => ({ title: '다운로드 페이지 문구' }) },
});
