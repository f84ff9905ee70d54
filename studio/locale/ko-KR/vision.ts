// Vision (GROQ 조회) strings @sanity/locale-ko-kr 1.1.33 has no Korean for (@sanity/vision 6.16.0).
export default {
  'action.save-personal-copy': '내 사본으로 저장',
  'action.save-personal-query': '내 쿼리로 저장',
  'action.save-shared-query': '공유 쿼리로 저장',
  'action.unshare': '공유 해제',
  'label.all': '전체',
  'label.shared': '공유됨',
  'label.untitled-query': '제목 없음',
  'query.error.unsupported-release-perspective':
    '이 API 버전은 여러 관점을 겹친 조회를 지원하지 않습니다. {{apiVersion}} 이후 버전을 쓰세요.',
  'query.error.unsupported-variant':
    '이 API 버전은 콘텐츠 변형을 지원하지 않습니다. 실험용 API 버전({{apiVersion}})을 쓰세요.',
  'save-query.personal-copy-success': '내 사본을 저장했습니다',
  'save-query.share-warning': '공유 쿼리는 데이터셋에 문서로 저장되어 문서 수 한도에 포함됩니다.',
  'save-query.shared-success': '공유 쿼리를 저장했습니다',
  'save-query.unshared-success': '쿼리를 내 쿼리로 옮겼습니다',
  'settings.api-version-locked-for-variant': '변형을 고르면 API 버전은 vX여야 합니다.',
} satisfies Record<string, string>;
