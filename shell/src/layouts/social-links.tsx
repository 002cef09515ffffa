import type { CompanyProfile } from 'shared-api';
import styles from './social-links.module.css';

const NETWORKS = [
  { key: 'facebook', label: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.2-.5.6-.5Z' },
  { key: 'twitter', label: 'X (Twitter)', path: 'M4 4l7 9.3L4.3 20H6l6-5.9L16.5 20H20l-7.3-9.8L19 4h-1.7l-5.5 5.4L8 4Z' },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    path: 'M5 9h3v11H5Zm1.5-5a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4ZM10 9h3v1.6c.5-.9 1.6-1.8 3.3-1.8 3.3 0 3.7 2.1 3.7 4.9V20h-3v-5.6c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3Z',
  },
  {
    key: 'instagram',
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
] as const;

export function SocialLinks({ socials }: { socials: CompanyProfile['socials'] }) {
  const present = NETWORKS.filter((network) => socials[network.key]);
  if (present.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Social media">
      {present.map((network) => (
        <li key={network.key}>
          <a
            className={styles.link}
            href={socials[network.key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={network.label}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              <path d={network.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
