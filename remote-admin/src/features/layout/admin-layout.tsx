import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from 'shared-api';
import { ROLE_LABELS } from 'shared-api/schemas';
import { Button, Loading } from 'shared-ui';
import { AdminSearch } from './admin-search';
import styles from './admin-layout.module.css';
import { NotificationBell } from './notification-bell';
import { Sidebar } from './sidebar';
import { WorkingSessionSwitcher } from '../sessions/working-session-switcher';
import { useBranches } from '../branches/use-branch-options';

/** ' · Pune (PUN)': the branch whose records a user of one branch works with. */
function BranchName({ id }: { id: string }) {
  const branch = useBranches(true).find((option) => option.id === id);
  return branch ? <> · {branch.label}</> : null;
}

/**
 * The back office frame: a masthead (brand and the bell), the sidebar with search, menu and the
 * signed-in admin (a drawer on phones), and the screen.
 */
export function AdminLayout() {
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  async function signOut() {
    await logout();
    navigate('/admin/login', { replace: true });
  }

  return (
    <div className={styles.shell}>
      <a href="#admin-main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.masthead}>
        <button
          type="button"
          className={styles.drawerToggle}
          aria-expanded={drawerOpen}
          aria-controls="admin-sidebar"
          onClick={() => setDrawerOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
          <span className="ui-visually-hidden">Menu</span>
        </button>
        <Link to="/admin/dashboard" className={styles.brand}>
          Globe Route <span className={styles.brandSub}>Back office</span>
        </Link>
        <NotificationBell />
      </header>
      {drawerOpen && <div className={styles.scrim} aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
      <aside id="admin-sidebar" className={[styles.sidebar, drawerOpen && styles.sidebarOpen].filter(Boolean).join(' ')}>
        <div className={styles.searchRow}>
          <AdminSearch />
          <WorkingSessionSwitcher />
        </div>
        <nav className={styles.nav} aria-label="Back office">
          <Sidebar />
        </nav>
        <div className={styles.who}>
          <p className={styles.whoLabel} data-testid="admin-user">
            <span className={styles.avatar} aria-hidden="true">
              {user?.name.slice(0, 1).toUpperCase()}
            </span>
            <span className={styles.whoText}>
              <span className="ui-visually-hidden">Signed in as </span>
              <strong>{user?.name}</strong>
              <span className={styles.role}>
                {user ? ROLE_LABELS[user.role] : null}
                {user?.branchId && <BranchName id={user.branchId} />}
              </span>
            </span>
          </p>
          <div className={styles.whoActions}>
            <Link to="/" className={styles.siteLink}>
              View website
            </Link>
            <Button variant="secondary" size="small" onClick={() => void signOut()}>
              Log out
            </Button>
          </div>
        </div>
      </aside>
      <main className={styles.content} id="admin-main" tabIndex={-1}>
        {/* A screen still loading waits here, so the masthead and the sidebar stay on screen and in use. */}
        <Suspense fallback={<Loading minHeight="60vh" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
