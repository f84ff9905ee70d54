import type { ConsentText } from '../../lib/forms/consents';
import { KoreanText } from '../ui/KoreanText';
import styles from './Form.module.css';

interface ConsentProps {
  id: string;
  text: ConsentText;
  required: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  error?: string | undefined;
}

function Consent({ id, text, required, checked, onChange, onBlur, error }: ConsentProps) {
  const detailsId = `${id}-details`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.consent}>
      <label className={styles.check}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[detailsId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
        />
        <span>
          <strong>{required ? '[필수]' : '[선택]'}</strong> <KoreanText text={text.label} />
        </span>
      </label>
      <ul id={detailsId} className={styles.details}>
        {text.details.map((line) => (
          <li key={line}>
            <KoreanText text={line} />
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface Props {
  idPrefix: string;
  legend: string;
  privacy: Omit<ConsentProps, 'id' | 'required'>;
  marketing: Omit<ConsentProps, 'id' | 'required' | 'error'>;
}

/** The required personal-data consent and the separate, optional, unticked marketing consent. */
export function ConsentFields({ idPrefix, legend, privacy, marketing }: Props) {
  return (
    <fieldset className={styles.consents}>
      <legend>{legend}</legend>
      <Consent id={`${idPrefix}-privacy_consent`} required {...privacy} />
      <Consent id={`${idPrefix}-marketing_consent`} required={false} {...marketing} />
    </fieldset>
  );
}
