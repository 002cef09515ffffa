import { TOAST_DURATION } from './toast-durations';
import { loadToastify } from './toastify';

function show(kind: 'success' | 'error' | 'info', message: string, autoClose: number): void {
  loadToastify().then(
    ({ toast }) => toast[kind](message, { autoClose }),
    (error: unknown) => console.warn('[shared-ui] toasts could not be loaded', error),
  );
}

/** The one way to raise a toast, so durations stay those of spec §9 everywhere. */
export const notify = {
  success: (message: string) => show('success', message, TOAST_DURATION.success),
  error: (message: string) => show('error', message, TOAST_DURATION.error),
  info: (message: string) => show('info', message, TOAST_DURATION.default),
};
