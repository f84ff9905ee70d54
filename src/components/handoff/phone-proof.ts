// The number-proving step of the handoff dialog (docs/product.md#proven-numbers): a member
// without a proven number types one, gets a 6-digit code by SMS and types it back; then the
// link goes to that number. Two small forms, so Enter sends what is in front of the member:
// the number form asks for a code, the code form (shown once a code is on its way) checks it.
import { formatPhone, validatePhone } from '../../lib/forms/phone';
import { PHONE_PROOF_MESSAGES } from '../../lib/messages';
import { el } from './dom';

export interface PhoneProofParts {
  /** Both forms; hidden until a member without a proven number presses 카카오톡으로 받기. */
  root: HTMLElement;
  numberForm: HTMLFormElement;
  numberInput: HTMLInputElement;
  numberError: HTMLElement;
  codeForm: HTMLFormElement;
  codeInput: HTMLInputElement;
  codeError: HTMLElement;
}

/** A labelled field with its error line, the error tied to the input for screen readers. */
function field(id: string, label: string, attributes: Record<string, string>) {
  const input = el('input', { id, 'aria-describedby': `${id}-error`, ...attributes });
  const error = el('p', { id: `${id}-error`, class: 'handoff-field-error' });
  return { input, error, nodes: [el('label', { for: id }, label), input, error] };
}

export function buildPhoneProof(): PhoneProofParts {
  const phone = field('handoff-phone', '휴대폰 번호', {
    type: 'tel',
    inputmode: 'numeric',
    autocomplete: 'tel',
    placeholder: '010-0000-0000',
  });
  const code = field('handoff-code', '인증번호 6자리', {
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    maxlength: '6',
  });
  const numberForm = el(
    'form',
    { class: 'handoff-phone-form', novalidate: '' },
    ...phone.nodes,
    el('button', { type: 'submit', class: 'handoff-option' }, '인증번호 받기'),
  );
  const codeForm = el(
    'form',
    { class: 'handoff-phone-form', hidden: '', novalidate: '' },
    ...code.nodes,
    el('button', { type: 'submit', class: 'handoff-option' }, '인증하고 받기'),
  );
  const root = el('div', { class: 'handoff-proof', hidden: '' }, numberForm, codeForm);
  return {
    root,
    numberForm,
    numberInput: phone.input,
    numberError: phone.error,
    codeForm,
    codeInput: code.input,
    codeError: code.error,
  };
}

/** Shows a field's problem (or clears it), and puts focus back on the field when there is one. */
export function markField(input: HTMLInputElement, error: HTMLElement, problem: string | null): boolean {
  error.textContent = problem ?? '';
  input.setAttribute('aria-invalid', String(problem !== null));
  if (problem) input.focus();
  return problem === null;
}

/** The form's own rules, before anything is sent: a 010 number, six digits. */
export const checkNumber = (parts: PhoneProofParts): boolean =>
  markField(parts.numberInput, parts.numberError, validatePhone(parts.numberInput.value));
export const checkCode = (parts: PhoneProofParts): boolean =>
  markField(
    parts.codeInput,
    parts.codeError,
    /^[0-9]{6}$/.test(parts.codeInput.value) ? null : PHONE_PROOF_MESSAGES.codeFormat,
  );

/** Back to the number, e.g. when a code expired: the code form hides and is emptied. */
export function showNumberStep(parts: PhoneProofParts): void {
  parts.root.hidden = false;
  parts.codeForm.hidden = true;
  parts.codeInput.value = '';
  parts.numberInput.focus();
}

/** A code is on its way: the code form appears under the number, with focus in it. */
export function showCodeStep(parts: PhoneProofParts): void {
  parts.codeForm.hidden = false;
  parts.codeInput.value = '';
  parts.codeInput.focus();
}

/** Formats the number and keeps only digits in the code as they are typed. */
export function formatAsTyped(parts: PhoneProofParts): void {
  parts.numberInput.addEventListener('input', () => (parts.numberInput.value = formatPhone(parts.numberInput.value)));
  parts.codeInput.addEventListener('input', () => (parts.codeInput.value = parts.codeInput.value.replace(/\D/g, '')));
}
