import { useId, useState } from 'react';
import { answerBadge, koreanDateLabel } from './inquiry-view';
import { Highlight } from '../ui/Highlight';
import { searchEntry } from '../../lib/search';
import { FOUND_IN_ANSWER } from '../../lib/messages';
import type { InquirySummary } from '../../lib/supabase/inquiries';
import styles from './InquiryList.module.css';

/**
 * One inquiry: a header button that expands the full text and the staff's answer, with what the
 * list's search found marked; when only the answer holds it, the header says so.
 */
export function InquiryCard({ inquiry, query }: { inquiry: InquirySummary; query: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const badge = answerBadge(inquiry);
  const found = query.trim() === '' ? null : searchEntry({ main: inquiry.content, extra: inquiry.answer }, query);
  const onlyInAnswer = found !== null && found.main === null && found.extra !== null;
  return (
    <article className={styles.card}>
      <h3 className={styles.cardHeading}>
        <button
          type="button"
          className={styles.cardToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <span className={styles.cardMeta}>
            <span className={styles.badge} data-answered={badge === '답변완료'}>
              {badge}
            </span>
            <span>접수번호 {inquiry.receipt_no}</span>
            <span>{koreanDateLabel(inquiry.created_at)}</span>
          </span>
          <span className={styles.preview}>
            <Highlight text={inquiry.content} query={query} />
          </span>
          {onlyInAnswer && <span className={styles.foundIn}>{FOUND_IN_ANSWER}</span>}
          <span className={styles.statusLine}>진행 상태: {inquiry.status}</span>
        </button>
      </h3>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <h4>문의 내용</h4>
        <p className={styles.body}>
          <Highlight text={inquiry.content} query={query} />
        </p>
        <h4>답변</h4>
        {inquiry.answer ? (
          <>
            <p className={styles.body}>
              <Highlight text={inquiry.answer} query={query} />
            </p>
            {inquiry.answered_at && <p className={styles.answeredAt}>답변일 {koreanDateLabel(inquiry.answered_at)}</p>}
          </>
        ) : (
          <p className={styles.waiting}>담당자가 문의를 확인하고 있습니다. 답변이 등록되면 이곳에서 볼 수 있습니다.</p>
        )}
      </div>
    </article>
  );
}
