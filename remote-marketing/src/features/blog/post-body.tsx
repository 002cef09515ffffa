import { type ComponentType } from 'react';
import { lazyPage } from 'shared-ui';
import { POST_BODIES } from '../../content/blog-posts';
import { Prose } from '../page-kit';

// One lazy component per post, made once: a new one on every render would load the body again.
const bodies = new Map<string, ComponentType>();

/**
 * A post's body, from its own chunk (`post-<slug>`). Like a page chunk it is reported to the prerender, so
 * the post's HTML preloads it, and the page hydrates once it has arrived; on a visit from another page the
 * page's loading state shows until then.
 */
export function PostBody({ slug }: { slug: string }) {
  let Body = bodies.get(slug);
  if (!Body) {
    const load = POST_BODIES[slug];
    if (!load) return null;
    Body = lazyPage(`post-${slug}`, () =>
      load().then(({ default: blocks }) => ({
        default: function PostBlocks() {
          return <Prose blocks={blocks} headingLevel={3} />;
        },
      })),
    );
    bodies.set(slug, Body);
  }
  return <Body />;
}
