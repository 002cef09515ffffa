import { can, useAuthStore } from 'shared-api';
import { PageHeader } from '../../ui';
import styles from './dashboard.module.css';
import { DASHBOARD_SECTIONS } from './sections';

/**
 * The back office's first screen. Each section loads on its own, so one slow or failing figure never
 * hides the rest; the operations screens add their sections to DASHBOARD_SECTIONS.
 */
export default function DashboardPage() {
  const user = useAuthStore((state) => state.user);
  return (
    <section>
      <PageHeader title="Dashboard" description={`Welcome back, ${user?.name ?? ''}. Here is what needs attention today.`} />
      <div className={styles.sections}>
        {DASHBOARD_SECTIONS.filter(({ needs }) => can(user?.role, needs)).map(({ id, Section }) => (
          <Section key={id} />
        ))}
      </div>
    </section>
  );
}
