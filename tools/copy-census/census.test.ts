// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { categoryOf } from './categories.ts';
import { scanAstro, scanScript, sentencesOf } from './census.ts';

describe('the copy census', () => {
  it('finds string literals, template text and JSX text, never comments', () => {
    const source = `// 주석은 세지 않습니다.\nconst a = '안녕하세요.';\n/* 이것도 */ const b = \`\${a} 반갑습니다.\`;\nconst c = <p aria-label="닫기">문의하기</p>;`;
    expect(scanScript('x.tsx', source, true).map((f) => [f.text, f.attribute])).toEqual([
      ['안녕하세요.', undefined],
      ['반갑습니다.', undefined],
      ['닫기', 'aria-label'],
      ['문의하기', undefined],
    ]);
  });

  it('reads an .astro frontmatter and template but skips HTML comments, styles and scripts', () => {
    const source = `---\nconst title = '제목입니다';\n---\n<!-- 주석 -->\n<h1 title="도움말">{title} 본문입니다.</h1>\n<style>.a::after { content: '장식'; }</style>`;
    expect(scanAstro('x.astro', source).map((f) => f.text)).toEqual(['제목입니다', '도움말', '본문입니다.']);
  });

  it('splits text into sentences and keeps only Korean ones', () => {
    expect(sentencesOf('처음입니다. 두 번째예요! Hello.\n세 번째')).toEqual(['처음입니다.', '두 번째예요!', '세 번째']);
  });

  it.each([
    [{ file: 'src/lib/forms/rules.ts', text: '이름을 입력해 주세요.' }, 'validation'],
    [{ file: 'src/lib/messages.ts', text: '다운로드를 시작합니다.' }, 'messages'],
    [{ file: 'src/lib/forms/consents.ts', text: '수집 항목:' }, 'consent-facts'],
    [{ file: 'src/components/ui/X.astro', text: '메뉴 열기', attribute: 'aria-label' }, 'screen-reader'],
    [{ file: 'src/islands/forms/F.tsx', text: '연락처', attribute: 'label' }, 'interface-chrome'],
    [{ file: 'src/pages/faq.astro', text: '자주 묻는 질문', attribute: 'heading' }, 'page-headings'],
    [{ file: 'src/components/ui/X.astro', text: '평일' }, 'control-labels'],
    [{ file: 'src/components/ui/X.astro', text: '무단 전재를 금합니다.' }, 'marketing-copy'],
  ] as const)('files %o under %s', (found, category) => {
    expect(categoryOf(found)).toBe(category);
  });
});
