import type { ReactNode } from 'react';
import styles from './Account.module.css';

interface Props {
  id: string;
  title: string;
  intro: string;
  tone?: 'danger';
  children: ReactNode;
}

/** One part of 내 정보: a titled card with the editors' line under its title. */
export function Section({ id, title, intro, tone, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id} data-tone={tone}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}
