import { startFederation } from './federation/early-start';

// Started at once (it needs no shared module), so the remotes of this page load alongside the shell.
void startFederation();

// Shared modules are negotiated with the remotes before any of them runs, which needs this async boundary.
import('./bootstrap');
