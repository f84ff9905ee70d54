import type { InputHTMLAttributes } from 'react';
import styles from './Form.module.css';

type InputOptions = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder' | 'enterKeyHint'
>;

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Shown only once the field was left or the form was sent (see useDraftForm). */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  input?: InputOptions;
}

/** A labelled text input or textarea whose hint and error are read with it (aria-describedby). */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required = false,
  multiline = false,
  input,
}: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    required,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.marker}>{required ? '(필수)' : '(선택)'}</span>
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input type="text" {...input} {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
