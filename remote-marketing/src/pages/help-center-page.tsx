import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { HelpCenterHome } from '../features/help-center/help-center-home';

// Only a link from the site-wide search opens an article here, never a first load: the articles' text
// stays out of the help center's own script (issue 26).
const HelpArticleView = lazy(() =>
  import(/* webpackChunkName: "page-help-article" */ '../features/help-center/help-article-view').then((module) => ({
    default: module.HelpArticleView,
  })),
);

/** Router state a link may carry to open one article on the help center's own URL (the site-wide search does). */
function articleIdOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { articleId } = state as { articleId?: unknown };
  return typeof articleId === 'string' ? articleId : undefined;
}

export default function HelpCenterPage() {
  const articleId = articleIdOf(useLocation().state);
  if (articleId === undefined) return <HelpCenterHome />;
  return (
    <Suspense fallback={<Loading label="Loading the article…" />}>
      <HelpArticleView articleId={articleId} />
    </Suspense>
  );
}
