// @vitest-environment node
// Both forms' submit paths against a stand-in data module and session: what a press comes back
// with, and what reaches the insert. One file, because the two actions answer the same
// failures the same way; the consultation form alone checks the session.
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

import { stringMatching } from '../../../tests/support/matchers';
import { currentAttribution } from '../../lib/attribution/visit';
import { toBusinessInquiryInsert } from '../../lib/forms/business-inquiry';
import {
  BUSINESS_INQUIRY_CASES,
  type CaseTable,
  expandCases,
  INQUIRY_CASES,
  VALID_BUSINESS_INQUIRY,
  VALID_INQUIRY,
} from '../../lib/forms/cases';
import { toInquiryInsert } from '../../lib/forms/inquiry';
import { BUSINESS_SEND_FAILED, INQUIRY_SEND_FAILED } from '../../lib/messages';
import { submitBusinessInquiry } from '../../lib/supabase/business-inquiries';
import { CHECK_MESSAGE, NETWORK_MESSAGE, SERVER_MESSAGE, userFacing } from '../../lib/supabase/errors';
import { submitInquiry } from '../../lib/supabase/inquiries';
import { $isLoading } from '../../stores/loading';
import { confirmSession } from '../../stores/session';
import { sendBusinessInquiry } from './send-business-inquiry';
import { sendInquiry } from './send-inquiry';
import type { SendOutcome } from './send-outcome';

vi.mock('../../stores/session', () => ({ confirmSession: vi.fn() }));
vi.mock('../../lib/supabase/inquiries', () => ({ submitInquiry: vi.fn() }));
vi.mock('../../lib/supabase/business-inquiries', () => ({ submitBusinessInquiry: vi.fn() }));

const session = vi.mocked(confirmSession);

beforeEach(() => {
  vi.resetAllMocks();
  session.mockResolvedValue(true);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

interface FormUnderTest<F> {
  send: (values: F) => Promise<SendOutcome<F>>;
  valid: F;
  cases: CaseTable<F>;
  insert: Mock;
  row: (values: F) => unknown;
  /** The data module's failure sentence. */
  what: string;
  /** A CHECK of the form's table and the field it guards. */
  check: { constraint: string; field: keyof F & string };
}

function describeAction<F>(name: string, form: FormUnderTest<F>) {
  const checkRefusal = (constraint: string) =>
    userFacing(form.what, { code: '23514', message: `new row violates check constraint "${constraint}"` }, 400);

  describe(`${name}: what a press comes back with`, () => {
    it('sends a valid form as its row, once, under the loading overlay', async () => {
      let overlay = false;
      form.insert.mockImplementation(() => {
        overlay = $isLoading.get();
        return Promise.resolve();
      });
      await expect(form.send(form.valid)).resolves.toEqual({ kind: 'sent' });
      expect(form.insert.mock.calls).toEqual([[form.row(form.valid)]]);
      expect(overlay).toBe(true);
    });

    it.each(expandCases(form.valid, form.cases).filter((c) => !c.valid))(
      'never inserts an invalid $field ($why) and names that field',
      async ({ field, form: values }) => {
        await expect(form.send(values)).resolves.toEqual({
          kind: 'invalid',
          errors: { [field]: stringMatching(/[가-힣]/) },
        });
        expect(form.insert).not.toHaveBeenCalled();
      },
    );

    it.each([
      [
        'the connection drops during the insert',
        userFacing(form.what, new TypeError('Failed to fetch')),
        NETWORK_MESSAGE,
      ],
      [
        'the data module cannot be downloaded',
        new TypeError('Failed to fetch dynamically imported module'),
        NETWORK_MESSAGE,
      ],
      ['the server fails', userFacing(form.what, { message: 'boom' }, 500), SERVER_MESSAGE],
      ['a CHECK the form has no field for refuses the row', checkRefusal('unknown_rule'), CHECK_MESSAGE],
    ])('when %s: failed, in Korean, with the input left as it was', async (_why, error, reason) => {
      form.insert.mockRejectedValue(error);
      const values = structuredClone(form.valid);
      await expect(form.send(values)).resolves.toEqual({ kind: 'failed', message: `${form.what} ${reason}` });
      expect(values).toEqual(form.valid);
    });

    it('shows a CHECK refusal at the field that constraint guards', async () => {
      form.insert.mockRejectedValue(checkRefusal(form.check.constraint));
      await expect(form.send(form.valid)).resolves.toEqual({
        kind: 'refused',
        errors: { [form.check.field]: CHECK_MESSAGE },
        message: `${form.what} ${CHECK_MESSAGE}`,
      });
    });

    it('sends once however quickly the button is pressed twice, and again once that send is over', async () => {
      let finish: () => void = () => undefined;
      form.insert.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
      const first = form.send(form.valid);
      const second = form.send(form.valid);
      await expect(second).resolves.toEqual({ kind: 'busy' });
      await vi.waitFor(() => expect(form.insert).toHaveBeenCalledTimes(1));
      finish();
      await expect(first).resolves.toEqual({ kind: 'sent' });
      await expect(form.send(form.valid)).resolves.toEqual({ kind: 'sent' });
      expect(form.insert).toHaveBeenCalledTimes(2);
    });
  });
}

describeAction('the consultation form', {
  send: sendInquiry,
  valid: VALID_INQUIRY,
  cases: INQUIRY_CASES,
  insert: vi.mocked(submitInquiry),
  // The form's columns and the visit's attribution (docs/product.md#where-visitors-come-from).
  row: (values) => ({ ...toInquiryInsert(values), ...currentAttribution() }),
  what: INQUIRY_SEND_FAILED,
  check: { constraint: 'inquiries_sector_length', field: 'sector' },
});

describeAction('the partnership form', {
  send: sendBusinessInquiry,
  valid: VALID_BUSINESS_INQUIRY,
  cases: BUSINESS_INQUIRY_CASES,
  insert: vi.mocked(submitBusinessInquiry),
  row: (values) => ({ ...toBusinessInquiryInsert(values), ...currentAttribution() }),
  what: BUSINESS_SEND_FAILED,
  check: { constraint: 'business_inquiries_company_length', field: 'company' },
});

describe('the session', () => {
  it.each<[string, () => Promise<boolean>, SendOutcome<unknown>, number]>([
    ['a signed-in member is sent', () => Promise.resolve(true), { kind: 'sent' }, 1],
    [
      'a signed-out visitor is asked to sign in, and nothing is inserted',
      () => Promise.resolve(false),
      { kind: 'sign-in' },
      0,
    ],
    // Offline the check cannot finish: the insert is tried, and its failure explains why.
    [
      'a check that cannot reach the server leaves the insert to try',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { kind: 'sent' },
      1,
    ],
  ])('consultation form: %s', async (_why, check, outcome, inserts) => {
    session.mockImplementation(check);
    await expect(sendInquiry(VALID_INQUIRY)).resolves.toEqual(outcome);
    expect(submitInquiry).toHaveBeenCalledTimes(inserts);
  });

  it('is not checked for an invalid consultation form', async () => {
    await sendInquiry({ ...VALID_INQUIRY, name: '' });
    expect(session).not.toHaveBeenCalled();
  });

  it('is not asked for on the partnership form, which guests may send', async () => {
    await expect(sendBusinessInquiry(VALID_BUSINESS_INQUIRY)).resolves.toEqual({ kind: 'sent' });
    expect(session).not.toHaveBeenCalled();
  });
});
