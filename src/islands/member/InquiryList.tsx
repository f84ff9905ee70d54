import { useEffect, useState } from 'react';
import { filterInquiries, listSummary } from './inquiry-view';
import { confirmSession } from '../../stores/session';
import { messageOf } from '../../lib/supabase/errors';
import { listMyInquiries, type InquirySummary } from '../../lib/supabase/inquiries';
import { withLoading } from '../../stores/loading';
import { InquiryCard } from './InquiryCard';
import { IslandBoundary } from '../ui/IslandBoundary';
import { useAuth } from './useAuth';
import pages from './UserPages.module.css';
import styles from './InquiryList.module.css';

type Loaded =
  { status: 'loading' } | { status: 'ready'; items: InquirySummary[] } | { status: 'error'; message: string };

/** /user/inquiry: the member's own inquiries, newest first, searchable by content. */
interface Props {
  /** What a member with no inquiry yet reads (siteCopy.inquiries.listEmpty), handed down by the page. */
  emptyState: string;
}

function List({ emptyState }: Props) {
  const { uid } = useAuth();
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  // Each answer remembers the request it answers, so a new member or another try reads as loading
  // until its own answer arrives.
  const request = `${uid ?? ''} ${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; loaded: Loaded }>();
  const loaded: Loaded = answer?.request === request ? answer.loaded : { status: 'loading' };

  useEffect(() => {
    if (!uid) return;
    let current = true;
    const settle = (result: Loaded) => {
      if (current) setAnswer({ request, loaded: result });
    };
    (async () => {
      // Only a confirmed session reads the list; a stale one turns into the guest view instead.
      if (!(await confirmSession())) return;
      const items = await withLoading(() => listMyInquiries(uid));
      settle({ status: 'ready', items });
    })().catch((error: unknown) => {
      settle({ status: 'error', message: messageOf(error, '문의 내역을 불러오지 못했습니다.') });
    });
    return () => {
      current = false;
    };
  }, [uid, request]);

  // A guest reads the gate's notice (UserGate) instead. Before the session is known the list shows
  // only where a session is stored (guest-pre-paint.ts): a guest's page must not close up later.
  if (uid === '') return null;

  const items = loaded.status === 'ready' ? loaded.items : [];
  const shown = filterInquiries(items, query);

  return (
    <div className={uid === undefined ? `${styles.list} ${pages.ifStoredSession}` : styles.list}>
      <h2 className="visually-hidden">내 상담 문의</h2>
      <div className={styles.toolbar}>
        <div className={styles.search} role="search">
          <label htmlFor="inquiry-search">문의 내용 검색</label>
          <input
            id="inquiry-search"
            type="search"
            value={query}
            placeholder="찾을 내용을 입력하세요"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <a className={pages.primaryLink} href="/user/write">
          문의 작성
        </a>
      </div>
      {loaded.status === 'loading' && (
        <p className={pages.status} role="status">
          문의 내역을 불러오고 있습니다.
        </p>
      )}
      {loaded.status === 'error' && (
        <div className={pages.panel}>
          <p role="alert">{loaded.message}</p>
          <p className={pages.actions}>
            <button type="button" className={styles.loginButton} onClick={() => setAttempt((n) => n + 1)}>
              다시 불러오기
            </button>
          </p>
        </div>
      )}
      {loaded.status === 'ready' && (
        <>
          <p className={styles.summary} role="status">
            {listSummary(items.length, shown.length, query)}
          </p>
          {items.length === 0 ? (
            <p className={pages.status}>{emptyState}</p>
          ) : (
            <ul role="list" className={styles.cards}>
              {shown.map((inquiry) => (
                <li key={inquiry.id}>
                  <InquiryCard inquiry={inquiry} query={query} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

export default function InquiryList({ emptyState }: Props) {
  return (
    <IslandBoundary area="inquiry-list">
      <List emptyState={emptyState} />
    </IslandBoundary>
  );
}
