import type { Template } from 'sanity';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';

import { LANDING_PAGE_TYPE } from './landing';
import { SELECTOR_TABS } from './schemaTypes/documents/selectorCard';
import { TALK_SECTIONS } from './schemaTypes/documents/talkItem';
import { PAGE_DOCUMENT_TYPE, PAGE_DOCUMENTS, SINGLETONS } from './singletons';

const ORDER = [{ field: 'order', direction: 'asc' as const }];

interface Choice {
  title: string;
  value: string;
}

/**
 * A collection split into one list per value of `field` (e.g. one list per tab), where a new
 * document already has that value filled in, so editors cannot file a card under the wrong tab.
 */
function splitByField(S: StructureBuilder, type: string, title: string, field: string, choices: Choice[]) {
  return S.listItem()
    .id(`${type}-by-${field}`)
    .title(title)
    .schemaType(type)
    .child(
      S.list()
        .id(`${type}-by-${field}`)
        .title(title)
        .items(
          choices.map((choice) =>
            S.listItem()
              .id(`${type}-${choice.value}`)
              .title(choice.title)
              .schemaType(type)
              .child(
                S.documentList()
                  .id(`${type}-${choice.value}`)
                  .title(choice.title)
                  .schemaType(type)
                  .filter(`_type == $type && ${field} == $value`)
                  .params({ type, value: choice.value })
                  .defaultOrdering(ORDER)
                  .initialValueTemplates([S.initialValueTemplateItem(`${type}-by-${field}`, { value: choice.value })]),
              ),
          ),
        ),
    );
}

function ordered(S: StructureBuilder, type: string, title: string) {
  return S.documentTypeListItem(type).title(title).child(S.documentTypeList(type).title(title).defaultOrdering(ORDER));
}

/** Templates behind splitByField: the new document starts with the list's value. */
export const splitTemplates: Template[] = [
  {
    id: 'selectorCard-by-tab',
    title: '탭 카드',
    schemaType: 'selectorCard',
    parameters: [{ name: 'value', type: 'string' }],
    value: (p: { value: string }) => ({ tab: p.value }),
  },
  {
    id: 'talkItem-by-section',
    title: '알림톡 페이지 항목',
    schemaType: 'talkItem',
    parameters: [{ name: 'value', type: 'string' }],
    value: (p: { value: string }) => ({ section: p.value }),
  },
];

export const structure: StructureResolver = (S) =>
  S.list()
    .id('root')
    .title('콘텐츠')
    .items([
      ...SINGLETONS.map(({ type, title }) =>
        S.listItem()
          .id(type)
          .title(title)
          .schemaType(type)
          .child(S.document().schemaType(type).documentId(type).title(title)),
      ),
      S.divider(),
      S.listItem()
        .id('homeLists')
        .title('홈 화면 목록')
        .child(
          S.list()
            .id('homeLists')
            .title('홈 화면 목록')
            .items([
              splitByField(S, 'selectorCard', '탭 카드', 'tab', SELECTOR_TABS),
              ordered(S, 'paymentMethod', '결제 수단'),
              ordered(S, 'featureCard', '필수 기능 카드'),
              ordered(S, 'openLicenseItem', '오픈 라이선스 항목'),
              ordered(S, 'testimonial', '사용 후기'),
              ordered(S, 'satisfactionRating', '고객 만족도'),
              ordered(S, 'companyName', '고객사 이름'),
              ordered(S, 'companyLogo', '고객사 로고'),
              ordered(S, 'certification', '인증 로고'),
            ]),
        ),
      ordered(S, 'industryCard', '업종 카드'),
      splitByField(S, 'talkItem', '알림톡 페이지 항목', 'section', TALK_SECTIONS),
      S.documentTypeListItem('faq')
        .title('자주 묻는 질문')
        .child(
          S.documentTypeList('faq')
            .title('자주 묻는 질문')
            .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
        ),
      S.documentTypeListItem(LANDING_PAGE_TYPE)
        .title('랜딩 페이지')
        .child(S.documentTypeList(LANDING_PAGE_TYPE).title('랜딩 페이지')),
      S.listItem()
        .id('pageDocuments')
        .title('페이지 문서')
        .schemaType(PAGE_DOCUMENT_TYPE)
        .child(
          S.list()
            .id('pageDocuments')
            .title('페이지 문서')
            .items(
              PAGE_DOCUMENTS.map(({ id, title }) =>
                S.listItem()
                  .id(id)
                  .title(title)
                  .schemaType(PAGE_DOCUMENT_TYPE)
                  .child(S.document().schemaType(PAGE_DOCUMENT_TYPE).documentId(id).title(title)),
              ),
            ),
        ),
    ]);
