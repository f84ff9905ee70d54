import { BellIcon } from '@sanity/icons/Bell';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** The popup's fields, shared with a landing page's own popup (../objects/landingPopup.ts). */
export function popupFields() {
  return [
    defineField({
      name: 'title',
      title: '제목',
      type: 'string',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'content',
      title: '내용',
      description: '줄을 바꾸면 팝업에서도 줄이 바뀝니다.',
      type: 'text',
      rows: 6,
      validation: (r) => r.required().max(500),
    }),
    defineField({
      name: 'link',
      title: '확인 버튼 링크',
      description:
        '넣으면 "확인"을 눌렀을 때 이 주소로 이동합니다. 비워 두면 방문자는 보던 페이지에 그대로 있고 팝업만 닫힙니다.',
      type: 'url',
      validation: (r) => r.uri({ allowRelative: true, scheme: ['https'] }),
    }),
    defineField({
      name: 'placement',
      title: '보이는 곳',
      description:
        '"모든 페이지"를 골라도 다운로드(/down), 로그인(/login), 문의 작성(/user/write, /counsel/business)과 회원 페이지(/user/…)는 가리지 않습니다. 이 페이지에도 띄우려면 "고른 페이지에만"에서 주소를 직접 넣어 주세요.',
      type: 'string',
      options: {
        list: [
          { title: '모든 페이지', value: 'all' },
          { title: '고른 페이지에만', value: 'routes' },
          { title: '보이지 않음', value: 'none' },
        ],
        layout: 'radio',
      },
      initialValue: 'all',
      validation: (r) => r.required(),
    }),
    defineField({
      name: 'routes',
      title: '보일 페이지 주소',
      description: '"고른 페이지에만"일 때 팝업이 보일 주소입니다. 예: /, /faq, /talk',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (r) =>
            r
              .required()
              .regex(/^\/[^\s?#]*$/, { name: '사이트 주소' })
              .error('"/"로 시작하는 사이트 안 주소를 넣어 주세요.'),
        }),
      ],
      hidden: ({ parent }) => (parent as { placement?: string } | undefined)?.placement !== 'routes',
      validation: (r) =>
        r.custom((routes, context) => {
          const placement = (context.parent as { placement?: string } | undefined)?.placement;
          if (placement !== 'routes' || (Array.isArray(routes) && routes.length > 0)) return true;
          return '"고른 페이지에만"을 골랐다면 주소를 하나 이상 넣어 주세요.';
        }),
    }),
    defineField({
      name: 'lastDay',
      title: '마지막 게시일',
      description: '이 날짜가 끝날 때까지 팝업이 보입니다. 지난 날짜로 두면 팝업이 보이지 않습니다.',
      type: 'date',
      validation: (r) => r.required(),
    }),
  ];
}

export const firstVisitPopup = defineType({
  name: 'firstVisitPopup',
  title: '첫 방문 팝업',
  type: 'document',
  icon: BellIcon,
  description:
    '방문자가 사이트에 들어오면 한 번 보이는 공지 창입니다. "오늘 하루 보지 않기"를 누르면 하루 동안 숨겨집니다.',
  fields: popupFields(),
  preview: {
    select: { title: 'title', lastDay: 'lastDay' },
    prepare: ({ title, lastDay }: { title?: string; lastDay?: string }) => ({
      title,
      subtitle: lastDay ? `${lastDay}까지 게시` : '게시일 없음',
    }),
  },
});
