import styles from './script-notice.module.css';

const CONTACT_US = 'Please turn it on, or call or e-mail us: our contacts are at the top of the page.';

/**
 * Said beside a form on a page read without JavaScript: the page is readable, but the form needs its
 * scripts to be sent (without them a submit sends nothing, see useProgressiveForm).
 */
export function ScriptNotice({
  children = `This form needs JavaScript, which is turned off in your browser. ${CONTACT_US}`,
}: {
  children?: string;
}) {
  return (
    <noscript>
      <p className={styles.notice}>{children}</p>
    </noscript>
  );
}
