/** Spec §9 toast durations in milliseconds. */
export const TOAST_DURATION = {
  default: 4000,
  success: 3000,
  error: 5000,
} as const;
