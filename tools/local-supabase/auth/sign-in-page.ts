// The local stand-in for a provider's sign-in screen (Kakao, Google, Naver): pick an account
// that already signed in here, or type a new one. It says plainly that it is a local test
// page, so nobody mistakes it for the real provider. Every value is escaped.
import { escapeHtml as escape } from '../gateway/http.ts';

type LocalProvider = 'kakao' | 'google' | 'naver';

export interface LocalAccount {
  /** What the form sends back to pick this account (the provider's user id). */
  key: string;
  name: string;
  email: string;
  phone?: string;
}

interface SignInPageModel {
  provider: LocalProvider;
  /** Where the forms post to. */
  action: string;
  /** Hidden fields every form repeats (the signed state, or Naver's OAuth parameters). */
  hidden: Record<string, string>;
  accounts: LocalAccount[];
  error?: string;
  values?: { name?: string; email?: string; phone?: string };
}

const PROVIDER_LABEL: Record<LocalProvider, string> = { kakao: '카카오', google: 'Google', naver: '네이버' };
const ACCENT: Record<LocalProvider, string> = { kakao: '#FEE500', google: '#4285F4', naver: '#03C75A' };

const hiddenFields = (hidden: Record<string, string>) =>
  Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');

function accountList(model: SignInPageModel): string {
  if (model.accounts.length === 0)
    return '<p class="muted">아직 이 로컬 환경에서 로그인한 계정이 없습니다. 아래에서 새 계정을 만들어 주세요.</p>';
  const items = model.accounts
    .map(
      (account) => `<li><button type="submit" name="account" value="${escape(account.key)}">
        <strong>${escape(account.name)}</strong><span>${escape(account.email)}${account.phone ? ` · ${escape(account.phone)}` : ''}</span>
      </button></li>`,
    )
    .join('');
  return `<form method="post" action="${escape(model.action)}">${hiddenFields(model.hidden)}<input type="hidden" name="choice" value="existing"><ul class="accounts">${items}</ul></form>`;
}

export function renderSignInPage(model: SignInPageModel): string {
  const label = PROVIDER_LABEL[model.provider];
  const values = model.values ?? {};
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${label} 로그인 (로컬 테스트)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1d21; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 4px #0002; }
  .notice { background: #fff4d6; border: 1px solid #e0b84c; border-radius: 8px; padding: .75rem; font-size: .9rem; }
  h1 { font-size: 1.3rem; border-left: 6px solid ${ACCENT[model.provider]}; padding-left: .5rem; }
  h2 { font-size: 1rem; margin-top: 1.5rem; }
  .accounts { list-style: none; padding: 0; margin: 0; display: grid; gap: .5rem; }
  .accounts button { width: 100%; text-align: left; display: grid; gap: .2rem; padding: .75rem; border: 1px solid #ccd; border-radius: 8px; background: #fff; cursor: pointer; font: inherit; }
  .accounts span, .muted { color: #555; font-size: .9rem; }
  label { display: grid; gap: .25rem; margin-bottom: .75rem; font-size: .95rem; }
  input { font: inherit; padding: .5rem; border: 1px solid #99a; border-radius: 6px; }
  .primary { width: 100%; padding: .75rem; border: 0; border-radius: 8px; background: ${ACCENT[model.provider]}; color: ${model.provider === 'kakao' ? '#000' : '#fff'}; font: inherit; font-weight: 700; cursor: pointer; }
  .cancel { margin-top: 1rem; background: none; border: 0; color: #444; text-decoration: underline; cursor: pointer; font: inherit; }
  .error { color: #b00020; font-weight: 600; }
</style>
</head>
<body>
<main>
  <p class="notice" role="note"><strong>로컬 테스트용 로그인 페이지입니다.</strong> 실제 ${label} 계정으로 로그인하지 않으며, 여기서 고르거나 입력한 정보는 이 컴퓨터의 로컬 데이터베이스에만 저장됩니다.</p>
  <h1>${label} 계정으로 로그인</h1>
  ${model.error ? `<p class="error" role="alert">${escape(model.error)}</p>` : ''}
  <h2>이 환경의 ${label} 계정</h2>
  ${accountList(model)}
  <h2>새 ${label} 계정</h2>
  <form method="post" action="${escape(model.action)}">
    ${hiddenFields(model.hidden)}<input type="hidden" name="choice" value="new">
    <label>이름 <input name="name" required maxlength="50" autocomplete="off" value="${escape(values.name ?? '')}"></label>
    <label>이메일 <input name="email" type="email" required maxlength="320" autocomplete="off" value="${escape(values.email ?? '')}"></label>
    <label>휴대폰 번호 (선택) <input name="phone" type="tel" inputmode="numeric" placeholder="010-1234-5678" autocomplete="off" value="${escape(values.phone ?? '')}"></label>
    <button type="submit" class="primary">새 계정으로 로그인</button>
  </form>
  <form method="post" action="${escape(model.action)}">
    ${hiddenFields(model.hidden)}<input type="hidden" name="choice" value="cancel">
    <button type="submit" class="cancel">취소하고 돌아가기</button>
  </form>
</main>
</body>
</html>`;
}

interface TypedAccount {
  name: string;
  email: string;
  /** 010-1234-5678, or undefined when left empty. */
  phone: string | undefined;
}

/** Checks the "new account" form; returns the Korean message to show, or the account. */
export function readTypedAccount(form: URLSearchParams): TypedAccount | { error: string } {
  const name = (form.get('name') ?? '').trim();
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const digits = (form.get('phone') ?? '').replace(/[^0-9]/g, '');
  if (name.length < 1 || name.length > 50) return { error: '이름을 1~50자로 입력해 주세요.' };
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 320)
    return { error: '이메일 주소를 올바르게 입력해 주세요.' };
  if (digits !== '' && !/^010[0-9]{8}$/.test(digits))
    return { error: '휴대폰 번호는 010으로 시작하는 11자리로 입력해 주세요.' };
  const phone = digits === '' ? undefined : `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  return { name, email, phone };
}
