// The 알림톡 template the member's answer notice uses, exactly as it is registered with Kakao
// through Solapi (README "알림톡 템플릿"). Kakao delivers a message only if its text is the
// registered text with the variables filled in; otherwise it fails and Solapi sends the same
// text as SMS/LMS instead. The local Solapi stand-in registers this same template.

export interface AlimtalkTemplate {
  /** Our name for it; Solapi's own template id comes from SOLAPI_TEMPLATE_ID. */
  name: string;
  /** The registered text, with #{변수} placeholders. */
  text: string;
  variables: readonly string[];
}

export const ANSWER_TEMPLATE: AlimtalkTemplate = {
  name: 'inquiry_answered',
  text: [
    '[소담POS] 문의 답변 안내',
    '',
    '문의하신 내용에 답변이 등록되었습니다.',
    '',
    '■ 접수번호: #{접수번호}',
    '■ 답변 확인: #{답변확인주소}',
    '',
    '※ 이 메시지는 고객님이 남기신 상담 문의에 대한 답변 안내입니다.',
  ].join('\n'),
  variables: ['#{접수번호}', '#{답변확인주소}'],
};

/** The template's text with each #{변수} replaced; a variable without a value stays as is. */
export function renderTemplate(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(/#\{[^}]+\}/g, (name) => variables[name] ?? name);
}
