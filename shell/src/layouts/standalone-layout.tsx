import { Outlet } from 'react-router-dom';
import styles from './standalone-layout.module.css';

/** The admin sign-in screens stand alone: no site header, no admin sidebar. */
export function StandaloneLayout() {
  return (
    <main className={styles.page} id="main">
      <Outlet />
    </main>
  );
}
