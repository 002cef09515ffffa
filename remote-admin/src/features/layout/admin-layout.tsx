import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from 'shared-api';
import { Button } from 'shared-ui';
import styles from './admin-layout.module.css';
import { Sidebar } from './sidebar';

/** The back office frame: sidebar (a drawer on phones), the signed-in admin, and the screen. */
export function AdminLayout() {
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [pathname]);

  async function signOut() {
    await logout();
    navigate('/admin/login', { replace: true });
  }

  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
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
          Globe Route · Back office
        </Link>
        <Link to="/" className={styles.siteLink}>
          View website
        </Link>
        <p className={styles.who} data-testid="admin-user">
          <span className={styles.avatar} aria-hidden="true">
            {user?.name.slice(0, 1).toUpperCase()}
          </span>
          <span>
            <strong>{user?.name}</strong>
            <span className={styles.role}>{user?.role === 'admin' ? 'Administrator' : user?.role}</span>
          </span>
        </p>
      </header>
      <nav
        id="admin-sidebar"
        className={[styles.sidebar, drawerOpen && styles.sidebarOpen].filter(Boolean).join(' ')}
        aria-label="Back office"
      >
        <Sidebar />
        <Button variant="secondary" block onClick={() => void signOut()} className={styles.logout}>
          Log out
        </Button>
      </nav>
      <main className={styles.content} id="main">
        <Outlet />
      </main>
    </div>
  );
}
