// 카카오톡으로 받기 (docs/product.md#download-on-a-phone): the 알림톡 that carries the download
// page's link to the member's own KakaoTalk, which the shop PC's KakaoTalk shows too. Its own
// registered template (정보성), separate from the answer notice's, and its own Solapi template
// id (SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID); SMS/LMS with the same text when Kakao refuses it.
import { type AlimtalkTemplate, renderTemplate } from './templates.ts';

export const DOWNLOAD_LINK_TEMPLATE: AlimtalkTemplate = {
  name: 'download_link',
  text: [
    '[소담POS] 설치 파일 다운로드 안내',
    '',
    '요청하신 소담POS 다운로드 페이지 주소입니다.',
    '매장의 윈도우 PC에서 아래 주소를 열고 로그인한 뒤 내려받아 주세요.',
    '',
    '■ 다운로드: #{다운로드주소}',
    '',
    '※ 이 메시지는 고객님이 소담POS 사이트에서 카카오톡으로 받기를 누르셔서 발송되었습니다.',
  ].join('\n'),
  variables: ['#{다운로드주소}'],
};

/**
 * The page the message opens, tagged as a handoff so the PC's download is counted under it
 * (docs/product.md#where-visitors-come-from).
 */
export const downloadLinkUrl = (siteUrl: string): string => `${siteUrl}/down?utm_source=handoff&utm_medium=alimtalk`;

/** The template's variables, and the text Kakao will compare. */
export function downloadLinkNotice(siteUrl: string): { variables: Record<string, string>; text: string } {
  const variables = { '#{다운로드주소}': downloadLinkUrl(siteUrl) };
  return { variables, text: renderTemplate(DOWNLOAD_LINK_TEMPLATE.text, variables) };
}
