// Vision (GROQ 조회) strings @sanity/locale-ko-kr 1.1.33 has no Korean for (@sanity/vision 6.9.2).
export default {
  'action.save-personal-copy': '내 사본으로 저장',
  'action.save-personal-query': '내 쿼리로 저장',
  'action.save-shared-query': '공유 쿼리로 저장',
  'action.unshare': '공유 해제',
  'label.all': '전체',
  'label.shared': '공유됨',
  'label.untitled-query': '제목 없음',
  'save-query.personal-copy-success': '내 사본을 저장했습니다',
  'save-query.share-warning': '공유 쿼리는 데이터셋에 문서로 저장되어 문서 수 한도에 포함됩니다.',
  'save-query.shared-success': '공유 쿼리를 저장했습니다',
  'save-query.unshared-success': '쿼리를 내 쿼리로 옮겼습니다',
} satisfies Record<string, string>;
