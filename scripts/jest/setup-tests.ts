import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor give up after 5 s instead of 1 s: CI runs the suites in parallel on two cores,
// where a lazily loaded page has been seen to take longer than a second to render its first data.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has <dialog> but not its modal methods; these do what the tests rely on (open, close, 'close' event).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
