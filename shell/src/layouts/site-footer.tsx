import { Link } from 'react-router-dom';
import { useCompanyProfile } from 'shared-api';
import { FOOTER_GROUPS } from './nav-links';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { data: company } = useCompanyProfile();
  const name = company?.name ?? 'Globe Route Logistics';
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            {name}
          </h2>
          <p className={styles.text}>Ocean, air and road freight, warehousing and cold chain, moved with care since 2004.</p>
          {company && (
            <address className={styles.address}>
              {company.address}
              <br />
              <a href={`mailto:${company.email}`}>{company.email}</a>
              <br />
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
            </address>
          )}
          {company && <SocialLinks socials={company.socials} />}
        </section>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className={styles.heading}>{group.title}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <NewsletterForm />
      </div>
      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <p>
            © {new Date().getFullYear()} {name}. All rights reserved.
          </p>
          <p className={styles.support}>Our support team is available 24/7</p>
        </div>
      </div>
    </footer>
  );
}
