import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALID_INQUIRY } from '../../lib/forms/cases';
import { loadDraft } from '../../lib/forms/drafts';
import { EMPTY_INQUIRY, validateInquiry, type InquiryForm } from '../../lib/forms/inquiry';
import { FIELD_MESSAGES, INQUIRY_SEND_FAILED } from '../../lib/messages';
import { forgetMember } from '../../lib/supabase/device-sign-out';
import { CHECK_MESSAGE, NETWORK_MESSAGE } from '../../lib/supabase/errors';
import type { SendOutcome } from './send-outcome';
import { useDraftForm } from './useDraftForm';

const ORDER = ['name', 'tel', 'sector', 'company_no', 'content', 'privacy_consent'] as const;
const FAILED = `${INQUIRY_SEND_FAILED} ${NETWORK_MESSAGE}`;

/** The form state after typing `values` and pressing the button once, with `send` answering `outcome`. */
async function pressWith(outcome: SendOutcome<InquiryForm>, values: InquiryForm = VALID_INQUIRY) {
  const send = vi.fn(() => Promise.resolve(outcome));
  const { result } = renderHook(() =>
    useDraftForm<InquiryForm>({
      draft: 'inquiry',
      empty: EMPTY_INQUIRY,
      validate: validateInquiry,
      send,
      order: ORDER,
      idPrefix: 'test',
    }),
  );
  // One change per act: setField works from the values of the last render, as a keystroke does.
  for (const field of Object.keys(values) as (keyof InquiryForm)[])
    act(() => result.current.setField(field, values[field]));
  let returned: SendOutcome<InquiryForm> | undefined;
  await act(async () => {
    returned = await result.current.submit();
  });
  return { form: result.current, send, returned };
}

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = ORDER.map((field) => `<input id="test-${field}">`).join('');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('useDraftForm applies what the action answers', () => {
  it('calls the action once per press, with the values on screen, and hands its outcome back', async () => {
    const { send, returned } = await pressWith({ kind: 'failed', message: FAILED });
    expect(send.mock.calls).toEqual([[VALID_INQUIRY]]);
    expect(returned).toEqual({ kind: 'failed', message: FAILED });
  });

  it('sent: empties the form and forgets the draft', async () => {
    const { form } = await pressWith({ kind: 'sent' });
    expect(form.values).toEqual(EMPTY_INQUIRY);
    expect(loadDraft('inquiry', EMPTY_INQUIRY)).toEqual(EMPTY_INQUIRY);
    expect(form.formError).toBeNull();
    expect(form.submitting).toBe(false);
  });

  it.each<[string, SendOutcome<InquiryForm>]>([
    ['failed', { kind: 'failed', message: FAILED }],
    ['sign-in', { kind: 'sign-in' }],
    ['refused', { kind: 'refused', errors: { sector: CHECK_MESSAGE }, message: FAILED }],
  ])('%s: keeps every value and the draft', async (_kind, outcome) => {
    const { form } = await pressWith(outcome);
    expect(form.values).toEqual(VALID_INQUIRY);
    expect(loadDraft('inquiry', EMPTY_INQUIRY)).toEqual(VALID_INQUIRY);
    expect(form.submitting).toBe(false);
  });

  it('failed: says why under the form', async () => {
    const { form } = await pressWith({ kind: 'failed', message: FAILED });
    expect(form.formError).toBe(FAILED);
  });

  it('refused: shows the database’s message at its field, focuses it, and says why under the form', async () => {
    const { form } = await pressWith({ kind: 'refused', errors: { sector: CHECK_MESSAGE }, message: FAILED });
    expect(form.shownError('sector')).toBe(CHECK_MESSAGE);
    expect(document.activeElement?.id).toBe('test-sector');
    expect(form.formError).toBe(FAILED);
    expect(form.canSend).toBe(false);
  });

  it('invalid: shows every message and focuses the first refused field on screen', async () => {
    const values = { ...VALID_INQUIRY, tel: '', content: '' };
    const { form } = await pressWith({ kind: 'invalid', errors: validateInquiry(values) }, values);
    expect([form.shownError('tel'), form.shownError('content')]).toEqual([
      FIELD_MESSAGES.tel,
      FIELD_MESSAGES.contentRequired,
    ]);
    expect(document.activeElement?.id).toBe('test-tel');
  });

  it('busy: leaves the form sending, for the first press to settle', async () => {
    const { form } = await pressWith({ kind: 'busy' });
    expect(form.submitting).toBe(true);
    expect(form.values).toEqual(VALID_INQUIRY);
  });
});

describe('useDraftForm after a sign-out (a shared shop PC)', () => {
  it.each(['this-tab', 'other-tab'] as const)('%s: the form on screen is emptied too', async (path) => {
    const { form } = await pressWith({ kind: 'failed', message: FAILED });
    expect(form.values).toEqual(VALID_INQUIRY);
    const { result } = renderHook(() =>
      useDraftForm<InquiryForm>({
        draft: 'inquiry',
        empty: EMPTY_INQUIRY,
        validate: validateInquiry,
        send: vi.fn(),
        order: ORDER,
        idPrefix: 'test',
      }),
    );
    expect(result.current.values).toEqual(VALID_INQUIRY);
    act(() => forgetMember(path));
    expect(result.current.values).toEqual(EMPTY_INQUIRY);
    expect(loadDraft('inquiry', EMPTY_INQUIRY)).toEqual(EMPTY_INQUIRY);
  });

  it('a session that ended takes a draft restored on this page off the screen', async () => {
    await pressWith({ kind: 'failed', message: FAILED });
    const { result } = renderHook(() =>
      useDraftForm<InquiryForm>({
        draft: 'inquiry',
        empty: EMPTY_INQUIRY,
        validate: validateInquiry,
        send: vi.fn(),
        order: ORDER,
        idPrefix: 'test',
      }),
    );
    expect(result.current.restored).toBe(true);
    act(() => forgetMember('session-ended'));
    expect(result.current.values).toEqual(EMPTY_INQUIRY);
  });

  it('a session that ended while typing keeps the screen, and the sign-in trip keeps it as a draft', async () => {
    const send = vi.fn(() => Promise.resolve<SendOutcome<InquiryForm>>({ kind: 'sign-in' }));
    const { result } = renderHook(() =>
      useDraftForm<InquiryForm>({
        draft: 'inquiry',
        empty: EMPTY_INQUIRY,
        validate: validateInquiry,
        send,
        order: ORDER,
        idPrefix: 'test',
      }),
    );
    for (const field of Object.keys(VALID_INQUIRY) as (keyof InquiryForm)[])
      act(() => result.current.setField(field, VALID_INQUIRY[field]));
    act(() => forgetMember('session-ended'));
    expect(result.current.values).toEqual(VALID_INQUIRY);
    expect(loadDraft('inquiry', EMPTY_INQUIRY)).toEqual(EMPTY_INQUIRY);
    await act(async () => void (await result.current.submit()));
    expect(loadDraft('inquiry', EMPTY_INQUIRY)).toEqual(VALID_INQUIRY);
  });
});
