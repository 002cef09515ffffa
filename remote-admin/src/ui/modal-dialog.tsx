import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  title: string;
  /** Escape or a Close button; not called while `busy`. */
  onClose: () => void;
  /** While something is being sent: Escape does nothing. */
  busy?: boolean;
  /** 'wide' for a file preview, 'form' for a few fields. */
  size?: 'form' | 'wide';
  /** Beside the title (Print, Download, Close). */
  headerActions?: ReactNode;
  children: ReactNode;
}

/**
 * A modal for a short form (start a trip, cancel it) or a preview, mounted only while open. The
 * native <dialog> gives focus trapping, Escape and the inert page behind it; ConfirmDialog is the
 * yes/no version of it.
 */
export function ModalDialog({ title, onClose, busy = false, size = 'form', headerActions, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, styles[size]].join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape closes the dialog by itself; React's state must follow, unless something is being sent.
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {headerActions && <div className={styles.headerActions}>{headerActions}</div>}
      </div>
      {children}
    </dialog>
  );
}
