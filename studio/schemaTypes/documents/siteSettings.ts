import { CogIcon } from '@sanity/icons/Cog';
import { defineField, defineType } from 'sanity';

const PHONE_PATTERN = /^(0\d{1,2}-\d{3,4}-\d{4}|1\d{3}-\d{4})$/;

export const siteSettings = defineType({
  name: 'siteSettings',
  title: '사이트 설정',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: '브랜드', default: true },
    { name: 'contact', title: '고객센터' },
    { name: 'links', title: '외부 링크' },
    { name: 'company', title: '사업자 정보' },
  ],
  fields: [
    defineField({
      name: 'brandName',
      title: '브랜드 이름',
      description: '헤더 로고 옆, 페이지 제목 끝, 푸터에 쓰입니다.',
      type: 'string',
      group: 'brand',
      validation: (r) => r.required().max(20),
    }),
    defineField({
      name: 'servicePhone',
      title: '고객센터 전화번호',
      description: '예: 1600-0000 또는 02-000-0000. 서비스센터 영역과 푸터에 전화 걸기 링크로 표시됩니다.',
      type: 'string',
      group: 'contact',
      validation: (r) => r.required().regex(PHONE_PATTERN, { name: '전화번호' }),
    }),
    defineField({
      name: 'serviceHours',
      title: '운영 시간',
      type: 'object',
      group: 'contact',
      options: { columns: 2 },
      fields: [
        defineField({
          name: 'weekdays',
          title: '평일 운영 시간',
          type: 'string',
          initialValue: '09:30 – 18:00',
          validation: (r) => r.required(),
        }),
        defineField({
          name: 'lunch',
          title: '점심시간',
          type: 'string',
          initialValue: '12:00 – 13:00',
          validation: (r) => r.required(),
        }),
        defineField({ name: 'closedNote', title: '휴무 안내', type: 'string', initialValue: '주말·공휴일 휴무' }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'chatChannelUrl',
      title: '채팅 상담 채널 주소',
      description: '화면 오른쪽 아래 떠 있는 상담 버튼이 이 주소를 새 창으로 엽니다.',
      type: 'url',
      group: 'links',
      validation: (r) => r.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'appStore',
      title: '앱 스토어 링크',
      type: 'object',
      group: 'links',
      fields: [
        defineField({
          name: 'android',
          title: 'Google Play 주소',
          type: 'url',
          validation: (r) => r.required().uri({ scheme: ['https'] }),
        }),
        defineField({
          name: 'ios',
          title: 'App Store 주소',
          type: 'url',
          validation: (r) => r.required().uri({ scheme: ['https'] }),
        }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'business',
      title: '푸터 사업자 정보',
      type: 'object',
      group: 'company',
      fields: [
        defineField({ name: 'companyName', title: '상호', type: 'string', validation: (r) => r.required() }),
        defineField({ name: 'ceo', title: '대표자', type: 'string', validation: (r) => r.required() }),
        defineField({
          name: 'registrationNumber',
          title: '사업자등록번호',
          description: '000-00-00000 형식',
          type: 'string',
          validation: (r) => r.required().regex(/^\d{3}-\d{2}-\d{5}$/, { name: '사업자등록번호' }),
        }),
        defineField({
          name: 'mailOrderNumber',
          title: '통신판매업 신고번호',
          description: '신고증에 적힌 그대로 적습니다. 예: 제2024-서울성동-1287호',
          type: 'string',
          // An all-zero serial is a placeholder left in, not a number a shop owner can look up.
          validation: (r) =>
            r
              .regex(/^제\d{4}-[가-힣]+-\d{3,5}호$/, { name: '통신판매업 신고번호' })
              .custom((value) =>
                typeof value === 'string' && /-0+호$/.test(value) ? '신고증의 실제 번호를 적어 주세요.' : true,
              ),
        }),
        defineField({ name: 'address', title: '주소', type: 'string', validation: (r) => r.required() }),
        defineField({ name: 'email', title: '대표 이메일', type: 'string', validation: (r) => r.email() }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'privacyOfficer',
      title: '개인정보 보호책임자',
      description: '개인정보처리방침 제10조에 표시됩니다.',
      type: 'object',
      group: 'company',
      fields: [
        defineField({ name: 'name', title: '이름', type: 'string', validation: (r) => r.required() }),
        defineField({ name: 'position', title: '직책', type: 'string' }),
        defineField({
          name: 'phone',
          title: '연락처',
          type: 'string',
          validation: (r) => r.required().regex(PHONE_PATTERN, { name: '전화번호' }),
        }),
        defineField({ name: 'email', title: '이메일', type: 'string', validation: (r) => r.email() }),
      ],
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'naverSiteVerification',
      title: '네이버 서치어드바이저 사이트 확인 코드',
      description: 'naver-site-verification 메타 태그의 content 값만 넣어 주세요. 홈 화면에 들어갑니다.',
      type: 'string',
      group: 'links',
    }),
    defineField({
      name: 'googleSiteVerification',
      title: '구글 서치 콘솔 사이트 확인 코드',
      description:
        'google-site-verification 메타 태그의 content 값만 넣어 주세요. 홈 화면에 들어가며, 비워 두면 태그를 넣지 않습니다.',
      type: 'string',
      group: 'links',
    }),
  ],
  preview: { prepare: () => ({ title: '사이트 설정' }) },
});
