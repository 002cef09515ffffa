// Shared modules are negotiated with the remotes before any of them runs, which needs this async boundary.
import('./bootstrap');
