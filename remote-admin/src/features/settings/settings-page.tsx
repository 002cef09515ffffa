import { Loading } from 'shared-ui';
import { LoadFailed, PageHeader } from '../../ui';
import { ChangePasswordSection } from './change-password-section';
import { CompanyDetailsSection } from './company-details-section';
import { LogoSection } from './logo-section';
import { NotificationSettingsSection } from './notification-settings-section';
import { useCompanyDetails } from './settings-queries';
import styles from './settings-page.module.css';

const SECTIONS = [
  { id: 'company', label: 'Company profile' },
  { id: 'logo', label: 'Logo' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'password', label: 'Your password' },
];

/**
 * /admin/profile and /admin/settings (spec §2: the same screen). Four independent parts, each with
 * its own Save, so a mistake in one never blocks or discards the others.
 */
export default function SettingsPage() {
  const details = useCompanyDetails();

  return (
    <section aria-labelledby="settings-page-title" className={styles.page}>
      <PageHeader
        title="Profile and settings"
        breadcrumbs={[{ label: 'Profile and settings' }]}
        description="The company's details and logo as the website shows them, who is told about what, and your own password."
      />
      <nav aria-label="Parts of this page" className={styles.jump}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#settings-${section.id}`}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <div id="settings-company" className={styles.anchor}>
        {details.isPending && <Loading label="Loading the company profile…" minHeight="8rem" />}
        {details.isError && <LoadFailed what="The company profile" onRetry={() => void details.refetch()} />}
        {details.data && <CompanyDetailsSection profile={details.data} />}
      </div>
      <div id="settings-logo" className={styles.anchor}>
        {details.data && <LogoSection profile={details.data} />}
      </div>
      <div id="settings-notifications" className={styles.anchor}>
        <NotificationSettingsSection />
      </div>
      <div id="settings-password" className={styles.anchor}>
        <ChangePasswordSection />
      </div>
    </section>
  );
}
