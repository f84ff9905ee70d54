import { BellIcon } from '@sanity/icons/Bell';
import { defineField, defineType } from 'sanity';

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
      description: '넣으면 "확인"을 눌렀을 때 이 주소로 이동합니다. 비워 두면 팝업만 닫힙니다.',
      type: 'url',
      validation: (r) => r.uri({ allowRelative: true, scheme: ['https'] }),
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
