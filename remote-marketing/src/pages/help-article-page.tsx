import { useParams } from 'react-router-dom';
import { HelpArticleView } from '../features/help-center/help-article-view';

export default function HelpArticlePage() {
  const { articleId = '' } = useParams();
  return <HelpArticleView articleId={articleId} />;
}
