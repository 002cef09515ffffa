// The shell's Node.js build (issue 16) starts here. Like index.ts in the browser, it imports nothing
// shared itself: the shared modules are negotiated before ./prerender, which uses them, runs.
export const load = () => import('./prerender');
