import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { isStaffRole, useAuthStore, useCompanyProfile } from 'shared-api';
import { Button, buttonClass } from 'shared-ui';
import { HEADER_LINKS } from './nav-links';
import { SiteSearch } from './site-search';
import { SocialLinks } from './social-links';
import styles from './site-header.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function AccountActions() {
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  if (!user) {
    return (
      <Link className={buttonClass({ variant: 'ghost', size: 'small' })} to="/login">
        Log in
      </Link>
    );
  }
  return (
    <div className={styles.account}>
      <span className={styles.signedIn} data-testid="signed-in-user">
        Signed in as <strong>{user.name}</strong>
      </span>
      {isStaffRole(user.role) && (
        <Link className={buttonClass({ variant: 'ghost', size: 'small' })} to="/admin/dashboard">
          Back office
        </Link>
      )}
      <Button variant="ghost" size="small" onClick={() => void logout()}>
        Log out
      </Button>
    </div>
  );
}

export function SiteHeader() {
  const { data: company } = useCompanyProfile();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <ul className={styles.contact} aria-label="Contact details">
            <li>
              <a href={company ? `mailto:${company.email}` : undefined}>{company?.email ?? '\u00a0'}</a>
            </li>
            <li>
              <a href={company ? `tel:${company.phone.replace(/\s+/g, '')}` : undefined}>{company?.phone ?? '\u00a0'}</a>
            </li>
          </ul>
          {/* Holds the icons' row before the company profile arrives, so the bar keeps its height on a phone. */}
          <div className={styles.socials}>{company && <SocialLinks socials={company.socials} />}</div>
        </div>
      </div>
      <div className={styles.inner}>
        <div className={styles.mainBar}>
          <Link to="/" className={styles.brand}>
            {company?.logoUrl ? (
              <img className={styles.logoImage} src={company.logoUrl} alt="" width={40} height={40} />
            ) : (
              <span className={styles.logoMark} aria-hidden="true">
                {initials(company?.name ?? 'Globe Route')}
              </span>
            )}
            <span className={styles.brandName}>{company?.name ?? 'Globe Route Logistics'}</span>
          </Link>
          <div className={styles.search}>
            <SiteSearch />
          </div>
          <button
            type="button"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
            <span className="ui-visually-hidden">Menu</span>
          </button>
        </div>
        <nav id="site-nav" className={[styles.nav, menuOpen && styles.navOpen].filter(Boolean).join(' ')} aria-label="Main">
          <ul className={styles.links}>
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <AccountActions />
            <Link className={buttonClass({ variant: 'accent', size: 'small' })} to="/quote">
              Get a Quote
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
