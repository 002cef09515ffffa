import { NavLink } from 'react-router-dom';
import styles from './messages.module.css';

const TABS = [
  { to: '/admin/messages', label: 'Contact messages' },
  { to: '/admin/newsletter', label: 'Newsletter sign-ups' },
] as const;

/** Switches between the two things the public site sends in: messages and newsletter sign-ups. */
export function InboxTabs() {
  return (
    <nav aria-label="Inbox" className={styles.tabs}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) => [styles.tab, isActive && styles.activeTab].filter(Boolean).join(' ')}
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
