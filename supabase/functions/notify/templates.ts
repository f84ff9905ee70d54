// The 알림톡 template the member's answer notice uses, exactly as it is registered with Kakao
// through Solapi (docs/message-templates.md). Kakao delivers a message only if its text is the
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

// The two-yearly confirmation of marketing consent (정보통신망법 Art. 50(8)): who sends, that and
// when the member consented, and how to keep or withdraw it. Informational, like the answer notice.
export const CONSENT_TEMPLATE: AlimtalkTemplate = {
  name: 'marketing_consent_confirmation',
  text: [
    '[소담POS] 광고성 정보 수신 동의 확인 안내',
    '',
    '고객님은 #{동의일}에 소담POS의 광고성 정보(새 기능, 이벤트, 혜택 소식) 수신에 동의하셨습니다.',
    '',
    '동의는 그대로 유지됩니다. 더 받지 않으시려면 아래 주소의 내 정보에서 언제든지 철회하실 수 있습니다.',
    '',
    '■ 동의 유지·철회: #{내정보주소}',
    '',
    '※ 이 메시지는 광고성 정보 수신에 동의하신 분께 법에 따라 2년마다 보내 드리는 안내입니다.',
  ].join('\n'),
  variables: ['#{동의일}', '#{내정보주소}'],
};

/** The template's text with each #{변수} replaced; a variable without a value stays as is. */
export function renderTemplate(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(/#\{[^}]+\}/g, (name) => variables[name] ?? name);
}
