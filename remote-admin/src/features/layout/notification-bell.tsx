import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminApi } from 'shared-api/back-office';
import type { AdminNotifications } from 'shared-api/schemas';
import { Loading } from 'shared-ui';
import { formatDateTime } from '../../ui';
import styles from './notification-bell.module.css';

/** How often the bell asks for news while the back office is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export const notificationsKey = ['admin', 'notifications'] as const;

/**
 * The bell: new quote requests and contact messages (expiring papers come with the fleet screens).
 * Opening it marks what it lists as seen for this admin; the items that were new stay highlighted
 * until it is closed, so the admin can still tell them apart.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const notifications = useQuery({
    queryKey: notificationsKey,
    queryFn: async () => (await adminApi.notifications()).data,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    // Not while the panel is open: a refetch after marking seen would clear the highlights being read.
    enabled: !open,
  });
  const markSeen = useMutation({
    mutationFn: () => adminApi.markNotificationsSeen(),
    onSuccess: () => {
      // The badge clears at once; the items keep their highlight until the next fetch.
      queryClient.setQueryData<AdminNotifications>(notificationsKey, (current) => current && { ...current, unread: 0 });
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });

  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  function toggle() {
    const opening = !open;
    setOpen(opening);
    if (opening && unread > 0) markSeen.mutate();
  }

  const label = unread > 0 ? `Notifications, ${unread} new` : 'Notifications';

  return (
    <div ref={wrapRef} className={styles.wrap}>
      <button
        type="button"
        className={styles.bell}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label="Notifications">
        <p className={styles.heading}>Notifications</p>
        {notifications.isPending && <Loading label="Loading notifications…" />}
        {notifications.isError && !notifications.data && (
          <p className={styles.note}>Notifications could not be loaded. They will be tried again shortly.</p>
        )}
        {notifications.data && items.length === 0 && (
          <p className={styles.note}>You are all caught up: no new quote requests or messages, and no papers due.</p>
        )}
        {items.length > 0 && (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <Link
                  to={item.path}
                  className={[styles.item, item.unread && styles.unread].filter(Boolean).join(' ')}
                  onClick={() => setOpen(false)}
                >
                  <span className={styles.title}>
                    {item.title}
                    {item.unread && <span className="ui-visually-hidden"> (new)</span>}
                  </span>
                  <span className={styles.detail}>{item.detail}</span>
                  <span className={styles.time}>{formatDateTime(item.createdAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.footer}>
          <Link to="/admin/quotes?status=new" onClick={() => setOpen(false)}>
            New quote requests
          </Link>
          <Link to="/admin/messages?status=new" onClick={() => setOpen(false)}>
            New messages
          </Link>
          <Link to="/admin/trucks?papers=expired" onClick={() => setOpen(false)}>
            Trucks with expired papers
          </Link>
        </p>
      </div>
    </div>
  );
}
