import { DocumentTextIcon } from '@sanity/icons/DocumentText';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** One article (제N조) of the privacy policy; its number is its position in the list. */
export const privacyArticle = defineType({
  name: 'privacyArticle',
  title: '조항',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'title',
      title: '조항 제목',
      description: '"제1조" 같은 번호는 순서에 따라 자동으로 붙습니다. 제목만 적어 주세요.',
      type: 'string',
      validation: (r) => r.required().max(40),
    }),
    defineField({
      name: 'body',
      title: '본문',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'block',
          styles: [{ title: '본문', value: 'normal' }],
          lists: [
            { title: '글머리 기호', value: 'bullet' },
            { title: '번호 목록', value: 'number' },
          ],
          marks: {
            decorators: [{ title: '굵게', value: 'strong' }],
            annotations: [
              defineArrayMember({
                name: 'link',
                title: '링크',
                type: 'object',
                fields: [
                  defineField({
                    name: 'href',
                    title: '주소',
                    type: 'url',
                    validation: (r) => r.required().uri({ allowRelative: true, scheme: ['https', 'mailto', 'tel'] }),
                  }),
                ],
              }),
            ],
          },
        }),
      ],
      validation: (r) => r.required().min(1),
    }),
    defineField({
      name: 'showOfficerContact',
      title: '개인정보 보호책임자 연락처 표시',
      description: '켜 두면 이 조항 본문 아래에 사이트 설정의 보호책임자 이름·직책·연락처가 함께 표시됩니다.',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: { select: { title: 'title' } },
});
