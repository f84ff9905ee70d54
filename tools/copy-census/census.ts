// Finds the Korean sentences written into the site's code (not the CMS): every string literal,
// template text and JSX/Astro text or attribute outside comments and test files, so a change
// that moves words to Sanity can be measured. Pure functions over file text; cli.ts walks src/.
import ts from 'typescript';

export interface Found {
  file: string;
  text: string;
  /** The attribute the text sits in (`aria-label`, `alt`, …), when it is one. */
  attribute?: string;
}

const HANGUL = /[\uac00-\ud7a3\u3131-\u318e]/;

/** Splits a string on sentence ends (., ?, !, …) and keeps the pieces that hold Hangul. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.?!…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => HANGUL.test(s));
}

function attributeNameOf(node: ts.Node): string | undefined {
  let current: ts.Node | undefined = node.parent;
  while (
    current &&
    (ts.isJsxExpression(current) ||
      ts.isParenthesizedExpression(current) ||
      ts.isConditionalExpression(current) ||
      ts.isBinaryExpression(current))
  ) {
    current = current.parent;
  }
  if (current && ts.isJsxAttribute(current)) return current.name.getText();
  if (current && ts.isPropertyAssignment(current)) return current.name.getText().replace(/['"]/g, '');
  return undefined;
}

/** Hangul strings in TypeScript or TSX source (comments are trivia, so never visited). */
export function scanScript(file: string, source: string, tsx: boolean): Found[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) text = node.text;
    else if (ts.isJsxText(node)) text = node.text;
    if (text !== undefined && HANGUL.test(text))
      found.push({ file, text: text.trim(), attribute: attributeNameOf(node) });
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/**
 * Hangul text in an .astro file: the frontmatter is TypeScript; the template is read as TSX
 * after dropping HTML comments, `<style>` and `<script>` blocks (their code is not copy), so
 * text, attribute strings and `{…}` expressions are all found by the same parser.
 */
export function scanAstro(file: string, source: string): Found[] {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const frontmatter = match?.[1] ?? '';
  const template = (match ? source.slice(match[0].length) : source)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '');
  const fromTemplate = scanScript(file, `<>${template.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '')}</>`, true);
  // Where TSX cannot read the template (Astro allows things JSX does not), fall back to the
  // text between tags and quoted attribute values.
  const parsedTemplate = fromTemplate.length > 0 || !HANGUL.test(template) ? fromTemplate : scanLoose(file, template);
  return [...scanScript(file, frontmatter, false), ...parsedTemplate];
}

function scanLoose(file: string, template: string): Found[] {
  const found: Found[] = [];
  for (const [, attribute = '', value = ''] of template.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    if (HANGUL.test(value)) found.push({ file, text: value, attribute });
  }
  for (const [, text = ''] of template.matchAll(/>([^<>{}]+)</g)) {
    if (HANGUL.test(text)) found.push({ file, text: text.trim() });
  }
  return found;
}
