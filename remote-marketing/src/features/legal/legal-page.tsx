import type { LegalDocument } from '../../content/types';
import { formatPostDate } from '../blog/format';
import { PageHero, Prose, Section } from '../page-kit';
import styles from './legal-page.module.css';

/** A legal document: summary, contents with in-page links, then each numbered section. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero
        crumbs={[{ label: document.title }]}
        title={document.title}
        lead={document.summary}
        meta={
          <>
            Last updated <time dateTime={document.updated}>{formatPostDate(document.updated)}</time>
          </>
        }
      />
      <Section title={document.title} titleHidden>
        <div className={styles.layout}>
          <nav className={styles.toc} aria-labelledby="legal-contents">
            <h2 id="legal-contents" className={styles.tocTitle}>
              Contents
            </h2>
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div>
            {document.sections.map((section, index) => (
              <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                  {index + 1}. {section.title}
                </h2>
                <Prose blocks={section.body} headingLevel={3} />
              </section>
            ))}
          </div>
        </div>
      </Section>
    </>
  );
}
