import { Link } from 'react-router-dom';
import { Card, usePageMeta } from 'shared-ui';
import { SHIPPING_DOCUMENTS } from '../content/shipping-documents';
import { CtaBand, PageHero, Section } from '../features/page-kit';
import styles from './documentation-page.module.css';

export default function DocumentationPage() {
  usePageMeta(
    'Shipping documentation',
    'The shipping documents you will meet – bill of lading, air waybill, invoice, packing list, certificate of origin, e-way bill, LR and POD – with checklists.',
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Support' }, { label: 'Documentation' }]}
        title="Shipping documentation"
        lead="Most delays start with a document. Here is what each one is for, who issues it, and what to check before your goods move."
      />
      <Section title="Documents in this guide">
        <nav aria-label="Documents in this guide">
          <ul className={styles.index}>
            {SHIPPING_DOCUMENTS.map((document) => (
              <li key={document.id}>
                <a href={`#${document.id}`}>
                  <span className={styles.short}>{document.short}</span> {document.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
      <Section title="The documents, one by one" soft titleHidden>
        <div className={styles.docs}>
          {SHIPPING_DOCUMENTS.map((document) => (
            <Card as="article" key={document.id} id={document.id} className={styles.doc} aria-labelledby={`${document.id}-title`}>
              <h2 id={`${document.id}-title`} className={styles.docTitle}>
                {document.name} <span className={styles.short}>{document.short}</span>
              </h2>
              <p className={styles.modes}>Used for: {document.usedFor.join(', ')}</p>
              <p>{document.purpose}</p>
              <p>
                <strong>Issued by:</strong> {document.issuedBy}
              </p>
              <h3 className={styles.checkTitle}>Checklist</h3>
              <ul className={styles.checklist}>
                {document.checklist.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className={styles.pitfall}>
                <strong>Common mistake:</strong> {document.pitfall}
              </p>
            </Card>
          ))}
        </div>
        <p className={styles.help}>
          Unsure about a document? <Link to="/support/contact-support">Ask our support team</Link> – our customs desk checks
          drafts before they are filed.
        </p>
      </Section>
      <CtaBand
        title="Let us handle the paperwork"
        text="Our licensed customs brokers prepare and file documents for every shipment we move."
        to="/quote"
        action="Get a Quote"
      />
    </>
  );
}
