import { koreanDay, type AccountView } from './account-view';
import pages from '../UserPages.module.css';
import styles from './Account.module.css';

/** What the sign-in provider sent, as Supabase Auth keeps it. */
export function ProviderFields({ view }: { view: AccountView }) {
  if (view.providerFields.length === 0) return <p className={styles.state}>받은 정보가 없습니다.</p>;
  return (
    <dl className={styles.facts}>
      {view.providerFields.map((field) => (
        <div key={`${field.label}:${field.value}`}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The member's inquiries of both kinds and their downloads, newest first. */
export function Records({ view }: { view: AccountView }) {
  return (
    <div className={styles.records}>
      <div>
        <h3 className={styles.subTitle}>남긴 문의 {view.records.length}건</h3>
        {view.records.length === 0 ? (
          <p className={styles.state}>남긴 문의가 없습니다.</p>
        ) : (
          <ul role="list" className={styles.list}>
            {view.records.map((record) => (
              <li key={`${record.kind}:${record.receiptNo}`}>
                <span>{record.kind}</span>
                <span>접수번호 {record.receiptNo}</span>
                <span>{koreanDay(record.filedAt)}</span>
                <span>{record.status}</span>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.row}>
          <a className={pages.secondaryLink} href="/user/inquiry">
            상담 문의 내역 보기
          </a>
        </p>
      </div>
      <div>
        <h3 className={styles.subTitle}>다운로드 기록 {view.downloads.length}건</h3>
        {view.downloads.length === 0 ? (
          <p className={styles.state}>내려받은 기록이 없습니다.</p>
        ) : (
          <ul role="list" className={styles.list}>
            {view.downloads.map((at) => (
              <li key={at}>
                <span>설치 파일</span>
                <span>{koreanDay(at)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
