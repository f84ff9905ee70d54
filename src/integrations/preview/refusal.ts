// What the preview answers a browser that did not come through the Studio: 401 and a short
// page for the editor who opened the address directly, with no draft (or any content) in it.
const PAGE = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>미리보기는 Studio에서 열어 주세요</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; box-sizing: border-box;
    font-family: system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif; color: #1b1d21; background: #f5f6f8; }
  main { max-width: 28rem; background: #fff; border-radius: 12px; padding: 32px 28px; box-shadow: 0 1px 4px rgb(0 0 0 / 8%); }
  h1 { margin: 0 0 12px; font-size: 1.25rem; line-height: 1.4; word-break: keep-all; }
  p { margin: 0; line-height: 1.7; color: #4a4f57; word-break: keep-all; }
</style>
</head>
<body>
<main>
<h1>미리보기는 Studio에서 열어 주세요</h1>
<p>게시하지 않은 문구는 Sanity Studio의 미리보기 탭에서만 볼 수 있습니다. Studio에서 미리보기를 다시 열어 주세요.</p>
</main>
</body>
</html>`;

export function refusal(): Response {
  return new Response(PAGE, { status: 401, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
