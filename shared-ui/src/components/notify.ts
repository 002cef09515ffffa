import { toast } from 'react-toastify';
import { TOAST_DURATION } from './toast-durations';

/** The one way to raise a toast, so durations stay those of spec §9 everywhere. */
export const notify = {
  success: (message: string) => toast.success(message, { autoClose: TOAST_DURATION.success }),
  error: (message: string) => toast.error(message, { autoClose: TOAST_DURATION.error }),
  info: (message: string) => toast.info(message, { autoClose: TOAST_DURATION.default }),
};
