import { Link } from 'react-router-dom';
import { Card, usePageMeta } from 'shared-ui';
import { BLOG_POSTS } from '../content/blog-posts';
import { formatPostDate } from '../features/blog/format';
import { PageHero, Section, kitStyles } from '../features/page-kit';
import styles from './blog-page.module.css';

export default function BlogPage() {
  usePageMeta(
    'Blog',
    'Practical articles on ocean and air freight, road transport, customs, cold chain and e-commerce logistics in India.',
  );
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Blog' }]}
        title="The Globe Route blog"
        lead="Practical notes from our freight, customs and warehouse teams: what changes, what goes wrong, and how to avoid it."
      />
      <Section title="Latest articles">
        <ul className={styles.posts}>
          {BLOG_POSTS.map((post) => (
            <Card as="li" key={post.slug} className={styles.post}>
              <article aria-labelledby={`post-${post.slug}`}>
                <p className={styles.meta}>
                  <span className={styles.category}>{post.category}</span> ·{' '}
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingMinutes} min read
                </p>
                <h3 id={`post-${post.slug}`} className={kitStyles.cardTitle}>
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h3>
                <p className={kitStyles.cardText}>{post.excerpt}</p>
                <p className={styles.author}>
                  By {post.author.name}, {post.author.role}
                </p>
              </article>
            </Card>
          ))}
        </ul>
      </Section>
    </>
  );
}
