// A short Korean page for what goes wrong in the browser-facing steps of a local sign-in
// (a redirect_to that is not allowed, a state that expired), where JSON would help nobody.
import { escapeHtml as escape, html } from '../gateway/http.ts';

export function errorPage(status: number, title: string, detail: string): Response {
  return html(
    status,
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escape(title)} (로컬 테스트)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<p><small>로컬 테스트용 로그인 서버</small></p><h1>${escape(title)}</h1><p>${escape(detail)}</p></body></html>`,
  );
}
