import { startFederation } from './federation/early-start';

// Started at once (it needs no shared module), so the remotes of this page load alongside the shell.
void startFederation();

// The app starts after the line above has run. The shell's shared modules are eager (in main.js, see
// sharedModules in scripts/webpack-app-config.cjs), so the app needs no chunk of its own either: one
// request brings everything the shell needs to hydrate a page (issue 26).
import(/* webpackMode: "eager" */ './bootstrap');
