import { type SubmitEvent, useState } from 'react';
import type { FormErrors } from '../../../lib/forms/errors';
import { PROFILE_NAME_MAX } from '../../../lib/forms/limits';
import { formatPhone } from '../../../lib/forms/phone';
import { type ProfileForm, toProfileUpdate, validateProfile } from '../../../lib/forms/profile';
import { ACCOUNT_MESSAGES } from '../../../lib/messages';
import { messageOf } from '../../../lib/supabase/errors';
import { updateMyProfile } from '../../../lib/supabase/profiles';
import { PROVIDER_NAMES } from '../../../lib/supabase/providers';
import { $auth, setSignedIn } from '../../../stores/auth';
import { withLoading } from '../../../stores/loading';
import { TextField } from '../../forms/TextField';
import { koreanDay, type ProfileView } from './account-view';
import forms from '../../forms/Form.module.css';
import styles from './Account.module.css';

interface Props {
  uid: string;
  profile: ProfileView;
  onSaved: (saved: Pick<ProfileView, 'name' | 'tel'>) => void;
}

type Outcome = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** What the site holds on the member's row, with the name and phone to correct (profile.ts's rules). */
export function ProfileEditor({ uid, profile, onSaved }: Props) {
  const [form, setForm] = useState<ProfileForm>({ name: profile.name, tel: profile.tel });
  const [shown, setShown] = useState<FormErrors<ProfileForm>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const errors = validateProfile(form);
  const change = (field: keyof ProfileForm, value: string) => {
    setForm((f) => ({ ...f, [field]: field === 'tel' ? formatPhone(value) : value }));
    setOutcome({ kind: 'idle' });
  };
  const leave = (field: keyof ProfileForm) => setShown((s) => ({ ...s, [field]: errors[field] }));

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(errors);
    const first = (['name', 'tel'] as const).find((field) => errors[field]);
    if (first) {
      document.getElementById(`account-${first}`)?.focus();
      return;
    }
    try {
      const saved = await withLoading(() => updateMyProfile(uid, toProfileUpdate(form)));
      const next = { name: saved.name ?? '', tel: saved.tel ?? '' };
      onSaved(next);
      setForm(next);
      setSignedIn({ ...$auth.get(), uid, ...next });
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error, '회원 정보를 저장하지 못했습니다.') });
    }
  };

  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>로그인 방법</dt>
          <dd>{profile.provider ? PROVIDER_NAMES[profile.provider] : '-'}</dd>
        </div>
        <div>
          <dt>이메일</dt>
          <dd>{profile.email || '-'}</dd>
        </div>
        <div>
          <dt>가입일</dt>
          <dd>{profile.joinedAt ? koreanDay(profile.joinedAt) : '-'}</dd>
        </div>
      </dl>
      <form className={styles.editor} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="회원 정보 고치기">
        <TextField
          id="account-name"
          name="name"
          label="이름"
          required
          value={form.name}
          onChange={(value) => change('name', value)}
          onBlur={() => leave('name')}
          error={shown.name}
          input={{ autoComplete: 'name', maxLength: PROFILE_NAME_MAX }}
        />
        <TextField
          id="account-tel"
          name="tel"
          label="휴대폰 번호"
          hint="숫자만 입력하면 010-0000-0000 형식으로 바뀝니다. 비워 두면 번호를 지웁니다."
          value={form.tel}
          onChange={(value) => change('tel', value)}
          onBlur={() => leave('tel')}
          error={shown.tel}
          input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '010-0000-0000' }}
        />
        <p className={styles.row}>
          <button type="submit" className={styles.primary}>
            저장하기
          </button>
          <span role="status" className={styles.done}>
            {outcome.kind === 'saved' ? ACCOUNT_MESSAGES.profileSaved : ''}
          </span>
        </p>
        {outcome.kind === 'failed' && (
          <p role="alert" className={forms.formError}>
            {outcome.message}
          </p>
        )}
      </form>
    </>
  );
}
