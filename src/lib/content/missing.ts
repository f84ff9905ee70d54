// Build-time only: what the build says when a document it cannot do without is missing. Editors
// read it in the host's build log, so it is Korean and names the document the way the Studio
// desk does, with the id to find it by.
import { fixedDocumentTitle, PAGE_DOCUMENTS } from '../../../studio/singletons';

function describe(id: string): { what: string; where: string } {
  const title = fixedDocumentTitle(id) ?? id;
  const isPage = PAGE_DOCUMENTS.some((page) => page.id === id);
  return {
    what: isPage ? `‘${title}’ 페이지 문서(${id})` : `‘${title}’ 문서(${id})`,
    where: isPage ? `Studio의 페이지 문서 → ‘${title}’` : `Studio 첫 화면의 ‘${title}’`,
  };
}

function missingContentMessage(id: string): string {
  const { what, where } = describe(id);
  return `${what}가 없습니다. ${where}에서 복원한 뒤 다시 게시하세요.`;
}

/** A field a page cannot do without, though the schema lets other pages leave it empty. */
export function requiredField<T>(value: T | null | undefined, id: string, field: string): T {
  if (value !== null && value !== undefined && value !== '') return value;
  const { what, where } = describe(id);
  throw new Error(`${what}의 ‘${field}’ 칸이 비어 있습니다. ${where}에서 채운 뒤 다시 게시하세요.`);
}

/** The value, or a build failure naming the fixed-id document it should have come from. */
export function required<T>(value: T | null | undefined, id: string): T {
  if (value === null || value === undefined) throw new Error(missingContentMessage(id));
  return value;
}
