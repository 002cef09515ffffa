import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BLOG_POSTS, POST_BODIES } from '../content/blog-posts';
import BlogPostPage from './blog-post-page';

function renderPost(slug: string) {
  render(
    <MemoryRouter initialEntries={[`/blog/${slug}`]}>
      <Routes>
        <Route
          path="/blog/:slug"
          element={
            <Suspense fallback={<p>Loading the post…</p>}>
              <BlogPostPage />
            </Suspense>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a blog post', () => {
  it('shows its title and byline at once and its body from the post’s own file', async () => {
    const [post] = BLOG_POSTS;
    const { default: body } = await POST_BODIES[post!.slug]!();
    renderPost(post!.slug);
    const first = body.find((block) => block.kind === 'p');
    expect(await screen.findByText(first!.kind === 'p' ? first!.text : '')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: post!.title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`By ${post!.author.name}`))).toBeInTheDocument();
    // The other posts are offered by title, their text not loaded.
    expect(screen.getByRole('link', { name: BLOG_POSTS[1]!.title })).toBeInTheDocument();
  });

  it('every post has a body, in a chunk named after its slug (the name its page reports to the prerender)', async () => {
    expect(Object.keys(POST_BODIES).sort()).toEqual(BLOG_POSTS.map((post) => post.slug).sort());
    const source = readFileSync(join(__dirname, '../content/blog-posts.ts'), 'utf8');
    for (const { slug } of BLOG_POSTS) {
      const { default: body } = await POST_BODIES[slug]!();
      expect(body.length).toBeGreaterThan(3);
      expect(source).toContain(`/* webpackChunkName: "post-${slug}" */ './blog/${slug}'`);
    }
  });
});
