import type { ReportBranch } from 'shared-api/schemas';
import styles from './reports.module.css';

/** Says whose figures a report narrowed to one branch holds (a user of one branch has no filter to read it from). */
export function BranchNote({ branch, what }: { branch: ReportBranch | null; what: string }) {
  if (!branch) return null;
  return (
    <p className={styles.muted}>
      Only the {what} of {branch.name} ({branch.code}).
    </p>
  );
}
