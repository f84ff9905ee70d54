// The <first-visit-popup> element's behaviour, on the markup tests/support/popup-page.ts mounts:
// what FirstVisitPopup.astro renders, reduced to what the element relies on; FirstVisitPopup.test.ts
// holds the component to that (under jsdom, Vite compiles .astro files for the browser, so the
// container API cannot render them here).
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { button, card, LAST_MOMENT, mount, POPUP, usePopupPage } from '../../../tests/support/popup-page';
import { closeDialog, openDialog } from '../../stores/dialog';
import { defineFirstVisitPopup } from './first-visit-popup';

beforeAll(() => defineFirstVisitPopup());
usePopupPage();

describe('<first-visit-popup>', () => {
  it('is open as a modal dialog on arrival, with focus on 닫기', () => {
    mount(POPUP);
    expect(card()?.open).toBe(true);
    expect(document.activeElement).toBe(button('닫기'));
  });

  it('stays closed when the visitor pressed Escape before the element started', () => {
    mount(POPUP, null, (dialog) => dialog?.close());
    expect(card()).toBeNull();
    openDialog('login');
    closeDialog();
    expect(card()).toBeNull();
  });

  it('does not open when the pre-paint script said no', () => {
    document.documentElement.setAttribute('data-popup', 'off');
    document.cookie = 'ischeck=1; Path=/';
    mount(POPUP);
    expect(card()).toBeNull();
  });

  it.each([
    ['the ischeck cookie is set', () => (document.cookie = 'ischeck=1; Path=/')],
    ['it is the day after in Korea', () => vi.setSystemTime(LAST_MOMENT.getTime() + 1000)],
  ])('takes the card away when %s', (_why, arrange) => {
    arrange();
    mount(POPUP);
    expect(card()).toBeNull();
  });

  it('steps aside while a modal dialog is open and comes back when it closes', () => {
    mount(POPUP);
    openDialog('login');
    expect(card()).toBeNull();
    closeDialog();
    expect(card()?.open).toBe(true);
  });

  it('닫기 closes it for good, and focus inside goes to the main content', () => {
    mount(POPUP);
    button('닫기').focus();
    button('닫기').click();
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
    openDialog('login');
    closeDialog();
    expect(card()).toBeNull();
  });

  it('Escape closes it and hands focus to the main content', () => {
    mount(POPUP);
    button('확인').focus();
    button('확인').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('Escape with focus outside the card (the browser’s cancel) closes it the same way', () => {
    mount(POPUP);
    const cancel = new Event('cancel', { cancelable: true });
    card()!.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(card()).toBeNull();
  });

  it('오늘 하루 보지 않기 sets ischeck and closes', () => {
    mount(POPUP);
    button('오늘 하루 보지 않기').click();
    expect(document.cookie).toContain('ischeck=1');
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('확인 follows a safe link', () => {
    mount(POPUP);
    button('확인').click();
    expect(window.location.hash).toBe('#talk');
  });

  it.each([null, 'javascript:alert(1)'])('확인 closes it when the link is %s', (link) => {
    mount({ ...POPUP, link });
    button('확인').click();
    expect(card()).toBeNull();
  });
});
