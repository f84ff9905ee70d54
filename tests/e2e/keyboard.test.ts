// Keyboard only. The login walk from the header, focus kept inside the modal
// dialogs (Tab and Shift+Tab wrap) and handed back to the opener, and the consultation form
// filled and sent without a pointer. frame.test.ts covers the click-opened login dialog.
import type { Page } from 'playwright-core';

import { INQUIRY_SENT } from '../../src/lib/messages';
import { WIDTHS } from '../../tools/browser';
import { describe, expect, it } from '../support/browser-test';
import { baseURL, newAccount, signIn, visit } from '../support/member-flows';

/** What a screen reader would call the focused element, and the dialog it sits in. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const name =
      el?.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.id : el?.innerText.trim());
    const dialog = el?.closest('dialog, [role="dialog"]');
    return {
      name: name ?? '',
      dialog: dialog
        ? (dialog.getAttribute('aria-label') ??
          document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.innerText ??
          '')
        : null,
    };
  });

/** Presses `key` and returns the name of each element focused along the way. */
async function walk(page: Page, key: string, times: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    names.push((await focused(page)).name);
  }
  return names;
}

/** Tabs from the top of the page until `name` has focus; fails if it never does. */
async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).name === name) return;
  }
  throw new Error(`${name} was not reached in ${limit} presses of Tab`);
}

const LOGIN_ORDER = ['카카오 로그인', '네이버 로그인', 'Google 계정으로 로그인', '닫기'];

describe.each([
  ['desktop', WIDTHS.pc],
  ['mobile', WIDTHS.mb],
])('logging in by keyboard (%s)', (_mode, width) => {
  it('Tab reaches 로그인 in the header, Enter opens the dialog, Tab wraps through the providers and 닫기, Escape closes and focus returns', async ({
    openSite,
  }) => {
    const { page } = await openSite('/faq', { width });
    await tabTo(page, '로그인');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
    await expect.poll(() => focused(page)).toEqual({ name: LOGIN_ORDER[0], dialog: '로그인' });
    expect(await walk(page, 'Tab', 4)).toEqual([...LOGIN_ORDER.slice(1), LOGIN_ORDER[0]]);
    expect(await walk(page, 'Shift+Tab', 2)).toEqual([LOGIN_ORDER[3], LOGIN_ORDER[2]]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '로그인' }).waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toEqual({ name: '로그인', dialog: null });
  });
});

describe('the other dialogs keep focus and give it back', () => {
  it('the download dialog: Tab and Shift+Tab wrap between 로그인 and 닫기, 닫기 by Enter returns focus to the download button', async ({
    openSite,
  }) => {
    const { page } = await openSite('/down', { width: WIDTHS.tablet });
    const opener = page
      .getByRole('main')
      .getByRole('button', { name: /다운로드/ })
      .first();
    const openerName = (await opener.innerText()).trim();
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: '다운로드 안내' }).waitFor();
    await expect.poll(() => focused(page)).toEqual({ name: '로그인', dialog: '다운로드 안내' });
    expect(await walk(page, 'Tab', 2)).toEqual(['닫기', '로그인']);
    expect(await walk(page, 'Shift+Tab', 1)).toEqual(['닫기']);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: '다운로드 안내' }).waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toEqual({ name: openerName, dialog: null });
  });

  it('the mobile menu: opened by Enter, Tab and Shift+Tab stay in the panel, Escape returns focus to the hamburger', async ({
    openSite,
  }) => {
    const { page } = await openSite('/faq', { width: WIDTHS.mb });
    await page.getByRole('button', { name: '메뉴 열기' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: '전체 메뉴' }).waitFor();
    const inside = async () => (await focused(page)).dialog === '전체 메뉴';
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press(key);
        expect({ key, i, inside: await inside() }).toEqual({ key, i, inside: true });
      }
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '전체 메뉴' }).waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toMatchObject({ name: '메뉴 열기' });
  });
});

describe('the consultation form by keyboard', () => {
  it('follows the visual order, fills by typing, toggles the consents with Space and sends with Enter', async ({
    openSite,
  }) => {
    const { page } = await openSite('/faq');
    await signIn(page, 'kakao', newAccount('키보드회원'));
    await visit(page, '/user/write');
    const form = page.getByRole('main').locator('form');
    // The visual order: top to bottom, then left to right, of everything focusable.
    const visual = await form.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('input, textarea, button, a[href], select')]
        .filter((node) => node.offsetParent !== null && node.tabIndex >= 0)
        .map((node) => ({ id: node.id || node.innerText.trim(), box: node.getBoundingClientRect() }))
        .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
        .map((node) => node.id),
    );
    await form.locator('input, textarea').first().focus();
    const order = [(await focused(page)).name, ...(await walk(page, 'Tab', visual.length - 1))];
    expect(order).toEqual(visual);

    const typed: Record<string, string> = {
      'inquiry-name': '홍길동',
      'inquiry-tel': '01023456789',
      'inquiry-sector': '분식집',
      'inquiry-content': '키보드만으로 문의를 보냅니다.',
    };
    await form.locator('#inquiry-name').focus();
    for (const id of visual) {
      if (id in typed) await page.keyboard.type(typed[id] ?? '');
      if (id.endsWith('privacy_consent')) await page.keyboard.press('Space');
      if (id.endsWith('marketing_consent')) {
        // Optional: on and off again, so the form is sent without it.
        await page.keyboard.press('Space');
        await expect.poll(() => page.getByRole('checkbox', { name: /마케팅 정보 수신/ }).isChecked()).toBe(true);
        await page.keyboard.press('Space');
      }
      if (id === '문의하기') break;
      await page.keyboard.press('Tab');
    }
    await expect
      .poll(() => page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).isChecked())
      .toBe(true);
    await expect.poll(() => form.locator('#inquiry-tel').inputValue()).toBe('010-2345-6789');
    await expect.poll(() => focused(page)).toMatchObject({ name: '문의하기' });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL()}/user/inquiry`);
    await page.getByText(INQUIRY_SENT).waitFor();
  });
});
