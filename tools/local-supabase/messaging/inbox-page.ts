// The inbox for a person running `npm run dev`: GET /inbox lists every message the notify
// function sent, newest first, in Korean. Read-only; the JSON API (inbox-api.ts) empties it.
import { koreanDateTime } from '../../../src/lib/korea-time.ts';
import { escapeHtml as escape, html } from '../gateway/http.ts';
import type { ErrorReport } from '../tracker/reports.ts';
import type { InboxChannel, InboxEntry } from './inbox.ts';

const CHANNEL: Record<InboxChannel, string> = { alimtalk: '알림톡', sms: '문자', webhook: '웹훅' };

function row({ message, note }: InboxEntry): string {
  const cells = [
    koreanDateTime(message.created_at),
    CHANNEL[message.channel],
    message.to,
    message.status === 'delivered' ? '받음' : '실패',
    note,
    message.template ?? '',
    message.event_id ?? '',
  ];
  return `<tr class="${message.status}">${cells.map((cell) => `<td>${escape(cell)}</td>`).join('')}<td><pre>${escape(message.text)}</pre></td></tr>`;
}

function reportRow(report: ErrorReport): string {
  const cells = [koreanDateTime(report.received_at), report.route ?? '', report.release ?? '', report.title];
  return `<tr>${cells.map((cell) => `<td>${escape(cell)}</td>`).join('')}<td><details><summary>보고 내용</summary><pre>${escape(JSON.stringify(report.event, null, 2))}</pre></details></td></tr>`;
}

/** The error reports the local tracker received (tracker/), under the messages. */
function reportsSection(reports: ErrorReport[]): string {
  if (reports.length === 0)
    return '<h2>오류 보고</h2><p>아직 받은 오류 보고가 없습니다. 사이트나 Edge Function에서 오류가 나면 여기에 나타납니다.</p>';
  return `<h2>오류 보고</h2><table><caption>받은 오류 보고 ${reports.length}건 (최근 것부터)</caption>
<thead><tr><th scope="col">시각 (한국 시간)</th><th scope="col">경로·함수</th><th scope="col">릴리스</th><th scope="col">오류</th><th scope="col">내용</th></tr></thead>
<tbody>${reports.map(reportRow).join('\n')}</tbody></table>`;
}

export function inboxPage(entries: InboxEntry[], reports: ErrorReport[], apiUrl: string): Response {
  const body =
    entries.length === 0
      ? '<p>아직 받은 메시지가 없습니다. 사이트에서 문의를 남기거나 답변을 저장하면 여기에 나타납니다.</p>'
      : `<table><caption>받은 메시지 ${entries.length}건 (최근 것부터)</caption>
<thead><tr><th scope="col">시각 (한국 시간)</th><th scope="col">채널</th><th scope="col">받는 곳</th><th scope="col">상태</th><th scope="col">설명</th><th scope="col">템플릿</th><th scope="col">이벤트 ID</th><th scope="col">내용</th></tr></thead>
<tbody>${entries.map(row).join('\n')}</tbody></table>`;
  return html(
    200,
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>메시지 보관함 (로컬 테스트)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; padding: 0 1rem; max-width: 90rem; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; font-weight: 600; margin-bottom: .5rem; }
  th, td { border: 1px solid #bbb; padding: .4rem .5rem; text-align: left; vertical-align: top; font-size: .9rem; }
  tr.failed td { background: #fdecec; }
  pre { margin: 0; white-space: pre-wrap; font: inherit; }
</style></head>
<body>
<p><small>로컬 테스트용 메시지 보관함: 알림톡·문자·웹훅과 오류 보고가 실제로 나가지 않고 여기에 모입니다.</small></p>
<h1>메시지 보관함</h1>
<p><a href="/inbox">새로 고침</a> · 도구용 API: <code>${escape(apiUrl)}</code> (service role 키)</p>
${body}
${reportsSection(reports)}
</body></html>`,
  );
}
