import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { can, useAuthStore } from 'shared-api';
import { isCurrent, isGroup, SIDEBAR, sidebarFor, type SidebarGroup, type SidebarLink } from './sidebar-items';
import styles from './admin-layout.module.css';

function SidebarEntry({ link }: { link: SidebarLink }) {
  const { pathname } = useLocation();
  if (!link.ready) {
    return (
      <span className={[styles.item, styles.unavailable].join(' ')} aria-disabled="true">
        {link.label}
        <span className={styles.soon}>Not yet available</span>
      </span>
    );
  }
  const current = isCurrent(link, pathname);
  return (
    <Link
      to={link.to}
      aria-current={current ? 'page' : undefined}
      className={[styles.item, current && styles.active].filter(Boolean).join(' ')}
    >
      {link.label}
    </Link>
  );
}

function SidebarSubmenu({ group }: { group: SidebarGroup }) {
  const { pathname } = useLocation();
  const containsCurrent = group.children.some((child) => isCurrent({ ...child, prefix: true }, pathname));
  const [open, setOpen] = useState(containsCurrent);
  const id = `submenu-${group.label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <li>
      <button type="button" className={styles.groupToggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {group.label}
        <span aria-hidden="true" className={styles.chevron}>
          {open ? '▾' : '▸'}
        </span>
      </button>
      <ul id={id} className={styles.submenu} hidden={!open}>
        {group.children.map((child) => (
          <li key={child.to}>
            <SidebarEntry link={child} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function Sidebar() {
  const role = useAuthStore((state) => state.user?.role);
  const items = useMemo(() => sidebarFor(SIDEBAR, (permission) => can(role, permission)), [role]);
  return (
    <ul className={styles.menu}>
      {items.map((item) =>
        isGroup(item) ? (
          <SidebarSubmenu key={item.label} group={item} />
        ) : (
          <li key={item.to}>
            <SidebarEntry link={item} />
          </li>
        ),
      )}
    </ul>
  );
}
