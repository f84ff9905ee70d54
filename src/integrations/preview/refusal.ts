// What the preview answers a browser that did not come through the Studio: 401 and a short
// page for the editor who opened the address directly, with no draft (or any content) in it.
export function refusal(): Response {
  const page = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>미리보기</title></head>
<body><h1>미리보기는 Studio에서 열어 주세요</h1><p>게시하지 않은 문구는 Sanity Studio의 미리보기 탭에서만 볼 수 있습니다. Studio에서 미리보기를 다시 열어 주세요.</p></body></html>`;
  return new Response(page, { status: 401, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
