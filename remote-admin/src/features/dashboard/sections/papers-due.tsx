import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminApi } from 'shared-api/back-office';
import { expiryPhrase, type ExpiringPaper } from 'shared-api/schemas';
import { Alert, Loading } from 'shared-ui';
import { formatDate, StatusBadge } from '../../../ui';
import styles from '../dashboard.module.css';

/** How many papers the dashboard lists; the rest are one click away. */
export const PAPERS_DUE_SHOWN = 8;

// Keyed under trucks and drivers, so saving a truck or a driver refreshes it.
export const usePapersDue = () =>
  useQuery({ queryKey: ['trucks', 'drivers', 'papers-due'], queryFn: () => adminApi.expiringPapers(PAPERS_DUE_SHOWN) });

function PaperRow({ paper }: { paper: ExpiringPaper }) {
  return (
    <li className={styles.row}>
      <Link to={paper.path} className={styles.rowTitle}>
        {paper.paperLabel} · {paper.ownerLabel}
      </Link>
      <StatusBadge tone={paper.status === 'expired' ? 'danger' : 'warning'}>
        {paper.status === 'expired' ? 'Expired' : 'Expiring'}
      </StatusBadge>
      <span className={styles.rowMeta}>
        {expiryPhrase(paper.daysLeft).replace(/^./, (first) => first.toUpperCase())} · {formatDate(paper.expiresOn)}
        {paper.number && ` · No. ${paper.number}`}
      </span>
    </li>
  );
}

/** Truck papers and driving licences expired or expiring within 30 days, soonest first. */
export function PapersDue() {
  const papers = usePapersDue();
  const data = papers.data?.data;
  return (
    <section className={styles.panel} aria-labelledby="dash-papers-due">
      <div className={styles.panelHead}>
        <h2 id="dash-papers-due">Papers expiring{data && data.total > 0 && ` (${data.total})`}</h2>
        <span className={styles.panelLinks}>
          <Link to="/admin/trucks?papers=expiring">Trucks</Link> · <Link to="/admin/drivers?licence=expiring">Drivers</Link>
        </span>
      </div>
      {papers.isPending && <Loading label="Loading papers…" />}
      {papers.isError && <Alert tone="error">The expiring papers could not be loaded.</Alert>}
      {data && data.items.length === 0 && (
        <p className={styles.empty}>No paper expires in the next 30 days, and none has expired.</p>
      )}
      {data && data.items.length > 0 && (
        <>
          <ul className={styles.list}>
            {data.items.map((paper) => (
              <PaperRow key={paper.key} paper={paper} />
            ))}
          </ul>
          {data.total > data.items.length && (
            <p className={styles.more}>
              {data.total - data.items.length} more: see <Link to="/admin/trucks?papers=expired">trucks with expired papers</Link>{' '}
              and <Link to="/admin/trucks?papers=expiring">expiring papers</Link>.
            </p>
          )}
        </>
      )}
    </section>
  );
}
