import { useId } from 'react';
import { Link } from 'react-router-dom';
import { helpArticle, type HelpArticleContent } from 'shared-api/content/help';
import { Card, usePageMeta } from 'shared-ui';
import { kitStyles, PageHero, Section } from '../page-kit';
import { articlePath, categoryPath, helpCenterPath, relatedArticles } from './help-content';
import styles from './help-center.module.css';
import { StillNeedHelp } from './still-need-help';
import { trail } from '../seo/structured-data';

/** One help article by id, or a plain "Article not found" page for an id the help center does not have. */
export function HelpArticleView({ articleId }: { articleId: string }) {
  const article = helpArticle(articleId);
  return article ? <HelpArticle article={article} /> : <HelpArticleNotFound />;
}

function HelpArticle({ article }: { article: HelpArticleContent }) {
  usePageMeta(article.title, `${article.summary} An answer from the Globe Route Logistics help center.`, {
    structuredData: [
      trail({ name: 'Help center', path: helpCenterPath }, { name: article.title, path: articlePath(article.id) }),
    ],
  });
  const relatedId = useId();
  const related = relatedArticles(article);
  return (
    <>
      <PageHero
        crumbs={[
          { label: 'Support' },
          { label: 'Help center', to: helpCenterPath },
          { label: article.category, to: categoryPath(article.category) },
          { label: article.title },
        ]}
        eyebrow={article.category}
        title={article.title}
      />
      <Section title="Answer" titleHidden>
        <div className={kitStyles.twoColumns}>
          <div>
            <article className={kitStyles.prose} aria-labelledby="page-title">
              {article.body.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </article>
            <p className={styles.back}>
              <Link to={helpCenterPath}>
                <span aria-hidden="true">← </span>Back to the help center
              </Link>
            </p>
          </div>
          <Card as="section" className={styles.related} aria-labelledby={relatedId}>
            <h2 id={relatedId} className={styles.relatedTitle}>
              Related articles
            </h2>
            {related.length > 0 ? (
              <ul className={styles.relatedList}>
                {related.map((other) => (
                  <li key={other.id}>
                    <Link to={articlePath(other.id)}>{other.title}</Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>This is our only article on {article.category.toLowerCase()} so far.</p>
            )}
            <p className={styles.relatedMore}>
              <Link to={categoryPath(article.category)}>All {article.category.toLowerCase()} articles</Link>
            </p>
          </Card>
        </div>
      </Section>
      <StillNeedHelp />
    </>
  );
}

function HelpArticleNotFound() {
  usePageMeta(
    'Article not found',
    'The help article you were looking for does not exist. Search or browse the Globe Route Logistics help center instead.',
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Support' }, { label: 'Help center', to: helpCenterPath }, { label: 'Article not found' }]}
        title="Article not found"
        lead="We could not find a help article at this address. It may have been renamed or removed."
      />
      <Section title="Where to go from here">
        <ul className={styles.nextSteps}>
          <li>
            <Link to={helpCenterPath}>Back to the help center</Link> – search all articles or browse them by topic.
          </li>
          <li>
            <Link to="/support/contact-support">Contact support</Link> – our team is available 24/7.
          </li>
        </ul>
      </Section>
    </>
  );
}
