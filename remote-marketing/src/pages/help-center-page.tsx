import { useLocation } from 'react-router-dom';
import { HelpArticleView } from '../features/help-center/help-article-view';
import { HelpCenterHome } from '../features/help-center/help-center-home';

/** Router state a link may carry to open one article on the help center's own URL (the site-wide search does). */
function articleIdOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { articleId } = state as { articleId?: unknown };
  return typeof articleId === 'string' ? articleId : undefined;
}

export default function HelpCenterPage() {
  const articleId = articleIdOf(useLocation().state);
  return articleId === undefined ? <HelpCenterHome /> : <HelpArticleView articleId={articleId} />;
}
