import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCompanyProfile } from 'shared-api';
import { buttonClass } from 'shared-ui';
import { kitStyles } from '../page-kit';
import styles from './help-center.module.css';

/** The help pages' closing band: a person to write to or call, any hour. */
export function StillNeedHelp() {
  const headingId = useId();
  const { data: company } = useCompanyProfile();
  return (
    <section className={kitStyles.section} aria-labelledby={headingId}>
      <div className={[kitStyles.sectionInner, kitStyles.cta].join(' ')}>
        <div>
          <h2 id={headingId}>Still need help?</h2>
          <p>
            Our support team is available 24/7. Send us a message
            {company ? (
              <>
                , or call{' '}
                <a className={styles.ctaPhone} href={`tel:${company.phone.replace(/\s+/g, '')}`}>
                  {company.phone}
                </a>{' '}
                at any hour.
              </>
            ) : (
              ' or call us at any hour.'
            )}
          </p>
        </div>
        <Link className={buttonClass({ variant: 'accent' })} to="/support/contact-support">
          Contact support
        </Link>
      </div>
    </section>
  );
}
