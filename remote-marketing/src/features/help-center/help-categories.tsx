import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Card } from 'shared-ui';
import { kitStyles } from '../page-kit';
import { articlePath, groupByCategory } from './help-content';
import styles from './help-center.module.css';

/** Every article, grouped by category: a topic index on top, then a section per category. */
export function HelpCategories() {
  const groups = groupByCategory();
  const { hash } = useLocation();

  // A link to /support/help-center#topic-… (an article's category crumb) lands on that category.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);

  return (
    <>
      <nav aria-label="Help topics" className={styles.topics}>
        <ul className={kitStyles.chips}>
          {groups.map((group) => (
            <li key={group.slug}>
              <a href={`#${group.slug}`}>
                {group.category} <span className={styles.topicCount}>({group.articles.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.groups}>
        {groups.map((group) => (
          <Card as="section" key={group.slug} id={group.slug} className={styles.group} aria-labelledby={`${group.slug}-title`}>
            <h2 id={`${group.slug}-title`} className={styles.groupTitle}>
              {group.category}
            </h2>
            <ul className={styles.articleList}>
              {group.articles.map((article) => (
                <li key={article.id}>
                  <Link className={styles.articleLink} to={articlePath(article.id)}>
                    {article.title}
                  </Link>
                  <p className={styles.articleSummary}>{article.summary}</p>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </>
  );
}
