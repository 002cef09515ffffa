import { Link, Navigate, useParams } from 'react-router-dom';
import { Card, usePageMeta } from 'shared-ui';
import { BLOG_POSTS, blogPost } from '../content/blog-posts';
import { formatPostDate } from '../features/blog/format';
import { PostBody } from '../features/blog/post-body';
import { CtaBand, PageHero, Section, kitStyles } from '../features/page-kit';
import { postData, trail } from '../features/seo/structured-data';

export default function BlogPostPage() {
  const post = blogPost(useParams().slug ?? '');
  usePageMeta(post?.title ?? 'Blog', post?.excerpt, {
    type: post ? 'article' : 'website',
    structuredData: post
      ? [trail({ name: 'Blog', path: '/blog' }, { name: post.title, path: `/blog/${post.slug}` }), postData(post)]
      : [],
  });
  if (!post) return <Navigate to="/" replace />;
  const more = BLOG_POSTS.filter((other) => other.slug !== post.slug).slice(0, 3);
  return (
    <>
      <PageHero
        crumbs={[{ label: 'Blog', to: '/blog' }, { label: post.title }]}
        eyebrow={post.category}
        title={post.title}
        meta={
          <>
            By {post.author.name}, {post.author.role} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{' '}
            {post.readingMinutes} min read
          </>
        }
      />
      <Section title={post.title} titleHidden narrow>
        <article>
          <PostBody slug={post.slug} />
        </article>
      </Section>
      <Section title="More from the blog" soft>
        <ul className={kitStyles.grid}>
          {more.map((other) => (
            <Card as="li" key={other.slug}>
              <h3 className={kitStyles.cardTitle}>
                <Link to={`/blog/${other.slug}`}>{other.title}</Link>
              </h3>
              <p className={kitStyles.cardText}>{other.excerpt}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Need help with a shipment like this?"
        text="Our specialists answer within one business day."
        to="/quote"
        action="Get a Quote"
      />
    </>
  );
}
