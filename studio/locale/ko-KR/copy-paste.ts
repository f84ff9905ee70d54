// Copy-and-paste strings @sanity/locale-ko-kr 1.1.33 has no Korean for (sanity 6.16.0).
export default {
  'copy-paste.on-paste.validation.read-only-fields-skipped.description':
    '읽기 전용 필드는 건너뛰었습니다: {{fieldNames}}',
  'copy-paste.on-paste.validation.read-only-fields-skipped-truncated.description':
    '읽기 전용 필드는 건너뛰었습니다: {{fieldNames}} 외 {{count}}개',
} satisfies Record<string, string>;
