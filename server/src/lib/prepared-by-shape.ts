import type { Db } from '../db/client';

type Reader = Pick<Db, 'select'>;

/**
 * Statements prepared once per database handle (so parsed once per connection, binding only values),
 * one per shape of a question. A name stands for one text on every connection, so a shape keeps its
 * name for the process's life. Statements live on each connection for its lifetime, so past
 * `maxShapes` shapes a new one gets none (undefined) and its caller builds it for the call.
 */
export function preparedByShape<Statement>(prefix: string, maxShapes: number) {
  const byReader = new WeakMap<Reader, Map<string, Statement>>();
  const names = new Map<string, string>();
  return (reader: Reader, shape: string, prepare: (name: string) => Statement): Statement | undefined => {
    let statements = byReader.get(reader);
    if (!statements) byReader.set(reader, (statements = new Map()));
    const found = statements.get(shape);
    if (found) return found;
    let name = names.get(shape);
    if (name === undefined) {
      if (names.size >= maxShapes) return undefined;
      names.set(shape, (name = `${prefix}_${names.size + 1}`));
    }
    const statement = prepare(name);
    statements.set(shape, statement);
    return statement;
  };
}
