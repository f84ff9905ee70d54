import { describe, expect, it } from 'vitest';

import { draftsPerspective } from './drafts';

const doc = (id: string, type: string, title: string) => ({ _id: id, _type: type, title });

describe('draftsPerspective', () => {
  it('shows a draft in place of its published document, under the published id', () => {
    const view = draftsPerspective([
      doc('homePage', 'homePage', '게시된 제목'),
      doc('drafts.homePage', 'homePage', '고친 제목'),
    ]);
    expect(view).toEqual([{ _id: 'homePage', _originalId: 'drafts.homePage', _type: 'homePage', title: '고친 제목' }]);
  });

  it('shows a document that exists only as a draft, under its published id', () => {
    const view = draftsPerspective([doc('faq-01', 'faq', '있던 질문'), doc('drafts.faq-14', 'faq', '새 질문')]);
    expect(view.map((d) => [d._id, d._originalId, d.title])).toEqual([
      ['faq-01', 'faq-01', '있던 질문'],
      ['faq-14', 'drafts.faq-14', '새 질문'],
    ]);
  });

  it('keeps a published document without a draft as it is', () => {
    expect(draftsPerspective([doc('faq-01', 'faq', '있던 질문')])).toEqual([
      { ...doc('faq-01', 'faq', '있던 질문'), _originalId: 'faq-01' },
    ]);
  });

  it('uses the draft whichever comes first in the dataset', () => {
    const view = draftsPerspective([
      doc('drafts.homePage', 'homePage', '고친 제목'),
      doc('homePage', 'homePage', '게시된 제목'),
    ]);
    expect(view.map((d) => d.title)).toEqual(['고친 제목']);
  });

  it('leaves release versions out', () => {
    expect(draftsPerspective([doc('versions.spring.faq-01', 'faq', '봄 출시본')])).toEqual([]);
  });
});
