type Navigate = (path: string) => void;

// Until the shell hands over its router, a full page load is the only way to move.
let navigate: Navigate = (path) => window.location.assign(path);

/** The shell registers its router here so the API client can redirect without a reload. */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string): void {
  navigate(path);
}

export function isOnLoginPage(pathname = window.location.pathname): boolean {
  return pathname === '/login' || pathname === '/admin/login';
}
