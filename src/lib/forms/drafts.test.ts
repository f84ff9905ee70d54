import { beforeEach, describe, expect, it, vi } from 'vitest';

import { EMPTY_BUSINESS_INQUIRY } from './business-inquiry';
import { clearAllDrafts, clearDraft, hasInput, loadDraft, saveDraft } from './drafts';
import { EMPTY_INQUIRY } from './inquiry';

const typed = { ...EMPTY_INQUIRY, name: '김민준', tel: '010-2345', privacy_consent: true };

describe('form drafts', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back what was typed, after a reload', () => {
    saveDraft('inquiry', typed, EMPTY_INQUIRY);
    expect(loadDraft('inquiry', EMPTY_INQUIRY)).toEqual(typed);
  });

  it('keeps each form apart', () => {
    saveDraft('inquiry', typed, EMPTY_INQUIRY);
    expect(loadDraft('business-inquiry', EMPTY_BUSINESS_INQUIRY)).toEqual(EMPTY_BUSINESS_INQUIRY);
  });

  it('forgets the draft once the form is empty again, and after success', () => {
    saveDraft('inquiry', typed, EMPTY_INQUIRY);
    saveDraft('inquiry', EMPTY_INQUIRY, EMPTY_INQUIRY);
    expect(sessionStorage.length).toBe(0);
    saveDraft('inquiry', typed, EMPTY_INQUIRY);
    clearDraft('inquiry');
    expect(loadDraft('inquiry', EMPTY_INQUIRY)).toEqual(EMPTY_INQUIRY);
  });

  it('clears every draft on logout', () => {
    saveDraft('inquiry', typed, EMPTY_INQUIRY);
    saveDraft('business-inquiry', { ...EMPTY_BUSINESS_INQUIRY, company: '꽃집' }, EMPTY_BUSINESS_INQUIRY);
    clearAllDrafts();
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['broken JSON', '{"name":'],
    ['a bare value', '"김민준"'],
    ['null', 'null'],
  ])('starts empty from %s', (_why, raw) => {
    sessionStorage.setItem('sodam-pos-draft:inquiry', raw);
    expect(loadDraft('inquiry', EMPTY_INQUIRY)).toEqual(EMPTY_INQUIRY);
  });

  it('takes only known fields with the expected type', () => {
    sessionStorage.setItem(
      'sodam-pos-draft:inquiry',
      JSON.stringify({ name: '김민준', tel: 1012345678, privacy_consent: 'yes', status: '답변완료' }),
    );
    expect(loadDraft('inquiry', EMPTY_INQUIRY)).toEqual({ ...EMPTY_INQUIRY, name: '김민준' });
  });

  it('reports a full storage without throwing', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(saveDraft('inquiry', typed, EMPTY_INQUIRY, full)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('tells an untouched form from one with input', () => {
    expect(hasInput(EMPTY_INQUIRY, EMPTY_INQUIRY)).toBe(false);
    expect(hasInput({ ...EMPTY_INQUIRY, marketing_consent: true }, EMPTY_INQUIRY)).toBe(true);
  });
});
