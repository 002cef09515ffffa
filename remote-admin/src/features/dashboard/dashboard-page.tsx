import { useQuery } from '@tanstack/react-query';
import { useAuthStore, usersApi } from 'shared-api';
import { Alert, Card, Loading, usePageMeta } from 'shared-ui';
import styles from './dashboard-page.module.css';

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card className={styles.stat}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value.toLocaleString('en-IN')}</p>
    </Card>
  );
}

export default function DashboardPage() {
  usePageMeta('Dashboard');
  const user = useAuthStore((state) => state.user);
  const stats = useQuery({ queryKey: ['users', 'stats'], queryFn: async () => (await usersApi.stats()).data });

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={styles.title}>
        Dashboard
      </h1>
      <p className={styles.welcome}>Welcome back, {user?.name}.</p>
      <h2 className={styles.subtitle}>Accounts</h2>
      {stats.isPending && <Loading label="Loading account figures…" />}
      {stats.isError && <Alert tone="error">The account figures could not be loaded. Please refresh the page.</Alert>}
      {stats.data && (
        <div className={styles.stats}>
          <StatCard label="All users" value={stats.data.total} />
          <StatCard label="Active users" value={stats.data.active} />
          <StatCard label="Administrators" value={stats.data.byRole.admin} />
          <StatCard label="Customers" value={stats.data.byRole.customer} />
        </div>
      )}
    </section>
  );
}
