import { Alert, Button } from 'shared-ui';
import styles from './load-failed.module.css';

/** A section whose data could not be loaded: says so and offers to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={styles.loadFailed}>
      <Alert tone="error">{what} could not be loaded. Check the connection and try again.</Alert>
      <Button variant="secondary" size="small" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
