// Where the staff alert's "보기" link leads locally. On a hosted project the link opens the
// row in the Supabase dashboard's table editor, `<dashboard>/editor/<table oid>?filter=id:eq:<id>`;
// the local stack has no dashboard, so the same path under /inbox/dashboard shows that row,
// read-only, with each column's Korean comment, for the two inquiry tables only.
import type { Sql } from '../db/sql.ts';
import { escapeHtml as escape, html } from '../gateway/http.ts';

const TABLES = new Set(['inquiries', 'business_inquiries']);

interface Column {
  name: string;
  comment: string | null;
}

function page(title: string, content: string, status = 200): Response {
  return html(
    status,
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${escape(title)} (로컬 테스트)</title>
<style>body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem }
th, td { border-bottom: 1px solid #ddd; padding: .4rem; text-align: left; vertical-align: top } td small { color: #555 }</style></head>
<body><p><small>로컬 테스트용 대시보드 대신: 알림의 링크가 가리키는 행</small></p><h1>${escape(title)}</h1>${content}</body></html>`,
  );
}

export async function dashboardRowPage(sql: Sql, url: URL): Promise<Response> {
  const oid = Number(/^\/inbox\/dashboard\/editor\/(\d+)$/.exec(url.pathname)?.[1]);
  const id = /^id:eq:([0-9a-f-]{36})$/.exec(url.searchParams.get('filter') ?? '')?.[1];
  if (!oid || !id)
    return page(
      '찾을 수 없는 주소입니다',
      '<p>editor/&lt;표 번호&gt;?filter=id:eq:&lt;ID&gt; 형식의 주소만 열 수 있습니다.</p>',
      404,
    );
  const found = await sql.transaction(async (tx) => {
    const [table] = await tx.query<{ name: string }>(
      `select relname as name from pg_class where oid = $1 and relnamespace = 'public'::regnamespace`,
      [oid],
    );
    if (!table || !TABLES.has(table.name)) return undefined;
    const columns = await tx.query<Column>(
      `select a.attname as name, col_description(a.attrelid, a.attnum) as comment
         from pg_attribute a where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      [oid],
    );
    // The table name comes from pg_class and is one of TABLES, never from the request.
    const [row] = await tx.query<Record<string, unknown>>(
      `select to_jsonb(t) as row from public.${table.name} as t where t.id = $1`,
      [id],
    );
    return { table: table.name, columns, row: (row?.row ?? undefined) as Record<string, unknown> | undefined };
  });
  if (!found) return page('열 수 없는 표입니다', '<p>상담 문의와 제휴 문의 표의 행만 볼 수 있습니다.</p>', 404);
  if (!found.row)
    return page('행을 찾을 수 없습니다', `<p>${escape(found.table)} 표에 ID ${escape(id)}인 행이 없습니다.</p>`, 404);
  const record = found.row;
  const rows = found.columns
    .map(
      (column) =>
        `<tr><th scope="row">${escape(column.name)}<br><small>${escape(column.comment ?? '')}</small></th><td>${escape(JSON.stringify(record[column.name] ?? null))}</td></tr>`,
    )
    .join('');
  return page(`${found.table} 표의 행`, `<table>${rows}</table>`);
}
