import { ToastContainer } from 'react-toastify';
import { TOAST_DURATION } from './toast-durations';

/** The page's single toast area: top-right, as spec §8 asks. Mounted once, by the shell. */
export function Toaster() {
  return <ToastContainer position="top-right" autoClose={TOAST_DURATION.default} newestOnTop closeOnClick pauseOnFocusLoss />;
}
