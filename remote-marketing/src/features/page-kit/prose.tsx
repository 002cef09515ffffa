import type { Block } from '../../content/types';
import styles from './page-kit.module.css';

/** Editorial text (blog posts, legal documents) from content blocks; `headingLevel` keeps the outline right. */
export function Prose({ blocks, headingLevel = 2 }: { blocks: readonly Block[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.prose}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'p':
            return <p key={index}>{block.text}</p>;
          case 'h':
            return <Heading key={index}>{block.text}</Heading>;
          case 'ul':
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            );
          case 'quote':
            return (
              <blockquote key={index}>
                <p>{block.text}</p>
                {block.by && <footer>{block.by}</footer>}
              </blockquote>
            );
        }
      })}
    </div>
  );
}
