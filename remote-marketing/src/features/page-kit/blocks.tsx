import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Faq, KeyFact, TitledText } from 'shared-api/content';
import { buttonClass, Card } from 'shared-ui';
import type { Testimonial } from '../../content/types';
import styles from './page-kit.module.css';

export interface SectionProps {
  title: string;
  intro?: ReactNode;
  soft?: boolean;
  narrow?: boolean;
  id?: string;
  /** For bands whose content carries its own headings: the title still names it for screen readers. */
  titleHidden?: boolean;
  children: ReactNode;
}

/** A titled band of the page; its h2 names it for screen readers. */
export function Section({ title, intro, soft = false, narrow = false, id, titleHidden = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={[styles.section, soft && styles.soft].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className={[styles.sectionInner, narrow && styles.narrow].filter(Boolean).join(' ')}>
        <h2 id={headingId} className={titleHidden ? 'ui-visually-hidden' : styles.sectionTitle}>
          {title}
        </h2>
        {intro && <p className={styles.sectionIntro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** Cards of a title and a sentence; with `linkOf`, each title links to its page. */
export function FeatureGrid({ items, linkOf }: { items: readonly TitledText[]; linkOf?: (item: TitledText) => string }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <Card as="li" key={item.title}>
          <h3 className={styles.cardTitle}>{linkOf ? <Link to={linkOf(item)}>{item.title}</Link> : item.title}</h3>
          <p className={styles.cardText}>{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}

export function StepList({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.cardTitle}>{step.title}</h3>
          <p className={styles.cardText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function FactBand({ facts, label }: { facts: readonly KeyFact[]; label: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Questions open in place (native details/summary: keyboard and screen readers for free). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className={styles.faqs}>
      {faqs.map((faq) => (
        <details key={faq.question} className={styles.faq}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

export interface CtaBandProps {
  title: string;
  text: string;
  to: string;
  action: string;
}

export function CtaBand({ title, text, to, action }: CtaBandProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={[styles.sectionInner, styles.cta].join(' ')}>
        <div>
          <h2 id={headingId}>{title}</h2>
          <p>{text}</p>
        </div>
        <Link className={buttonClass({ variant: 'accent' })} to={to}>
          {action}
        </Link>
      </div>
    </section>
  );
}

export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={styles.quotes}>
      {items.map((item) => (
        <Card as="li" key={item.name}>
          <figure className={styles.testimonial}>
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{item.name}</strong>, {item.role}, {item.company}
            </figcaption>
          </figure>
        </Card>
      ))}
    </ul>
  );
}

/** Links shown as pills, e.g. related services. */
export function LinkChips({ links, label }: { links: readonly { to: string; label: string }[]; label: string }) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export const kitStyles = styles;
