import { useEffect, useState, useSyncExternalStore } from 'react';
import { TOAST_DURATION } from './toast-durations';
import { loadToastify, onToastifyLoad, toastifyLoadAttempts, type Toastify } from './toastify';

/**
 * The page's single toast area: top-right, as spec §8 asks. Mounted once, by the shell; react-toastify
 * itself is fetched only when the first toast is raised (see ./toastify).
 */
export function Toaster() {
  const attempts = useSyncExternalStore(onToastifyLoad, toastifyLoadAttempts, () => 0);
  const [toastify, setToastify] = useState<Toastify | null>(null);

  useEffect(() => {
    if (attempts === 0 || toastify) return;
    let current = true;
    // Without toasts the page still works; a failed load is retried by the next toast.
    loadToastify().then(
      (loaded) => current && setToastify(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [attempts, toastify]);

  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer position="top-right" autoClose={TOAST_DURATION.default} newestOnTop closeOnClick pauseOnFocusLoss />;
}
