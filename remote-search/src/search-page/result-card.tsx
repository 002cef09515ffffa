import { Link } from 'react-router-dom';
import { resultPath, resultState, resultTitle, type SearchResult } from 'shared-api';
import { Card } from 'shared-ui';
import { resultSummary } from '../common/result-summary';
import { ResultTypeBadge } from '../common/result-type-badge';
import { Highlight } from './highlight';
import styles from './result-card.module.css';

export interface ResultCardProps {
  result: SearchResult;
  /** Query words to mark in the title and summary. */
  words: readonly string[];
}

export function ResultCard({ result, words }: ResultCardProps) {
  return (
    <Card as="li" className={styles.card}>
      <div className={styles.meta}>
        <ResultTypeBadge type={result.type} />
        <span className={styles.category}>{result.category}</span>
      </div>
      <h2 className={styles.title}>
        <Link to={resultPath(result)} state={resultState(result)} className={styles.link}>
          <Highlight text={resultTitle(result)} words={words} />
        </Link>
      </h2>
      <p className={styles.summary}>
        <Highlight text={resultSummary(result)} words={words} />
      </p>
    </Card>
  );
}
