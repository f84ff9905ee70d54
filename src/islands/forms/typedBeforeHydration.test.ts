import { afterEach, describe, expect, it } from 'vitest';

import { typedBeforeHydration } from './typedBeforeHydration';

const empty = { name: '', tel: '', privacy_consent: false, marketing_consent: false };

function renderForm(html: string) {
  document.body.innerHTML = `<form>${html}</form>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('typedBeforeHydration', () => {
  it('adopts text typed and boxes ticked before hydration, formatting where the form formats', () => {
    renderForm(`
      <input id="f-name" value="">
      <input id="f-tel" value="">
      <input id="f-privacy_consent" type="checkbox">
      <input id="f-marketing_consent" type="checkbox">`);
    (document.getElementById('f-name') as HTMLInputElement).value = '박지훈';
    (document.getElementById('f-tel') as HTMLInputElement).value = '01012345678';
    (document.getElementById('f-privacy_consent') as HTMLInputElement).checked = true;
    const typed = typedBeforeHydration(empty, 'f', { tel: (v) => `${v.slice(0, 3)}-${v.slice(3, 7)}-${v.slice(7)}` });
    expect(typed).toEqual({ name: '박지훈', tel: '010-1234-5678', privacy_consent: true });
  });

  it('returns nothing for an untouched form or fields it cannot find', () => {
    renderForm('<input id="f-name" value=""><textarea id="other"></textarea>');
    expect(typedBeforeHydration(empty, 'f')).toEqual({});
  });

  it('reads text areas as well as inputs', () => {
    renderForm('<textarea id="f-name"></textarea>');
    (document.getElementById('f-name') as HTMLTextAreaElement).value = '긴 문의 내용';
    expect(typedBeforeHydration(empty, 'f')).toEqual({ name: '긴 문의 내용' });
  });
});
