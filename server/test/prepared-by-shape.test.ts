import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Db } from '../src/db/client';
import { preparedByShape } from '../src/lib/prepared-by-shape';

const reader = () => ({}) as unknown as Pick<Db, 'select'>;

describe('statements prepared by shape', () => {
  it('prepares a shape once per database handle, under one name on every handle', () => {
    const prepared: string[] = [];
    const statementOf = preparedByShape<{ name: string }>('page', 10);
    const [first, second] = [reader(), reader()];
    const prepare = (name: string) => {
      prepared.push(name);
      return { name };
    };
    const a = statementOf(first, 'by date', prepare);
    assert.equal(statementOf(first, 'by date', prepare), a, 'the same statement on a second call');
    assert.equal(statementOf(second, 'by date', prepare)?.name, 'page_1', 'the same name on another handle');
    assert.equal(statementOf(first, 'by amount', prepare)?.name, 'page_2');
    assert.deepEqual(prepared, ['page_1', 'page_1', 'page_2']);
  });

  it('gives no statement to a shape past the bound, and keeps serving those it has', () => {
    const statementOf = preparedByShape<string>('bounded', 2);
    const handle = reader();
    const prepare = (name: string) => name;
    assert.equal(statementOf(handle, 'one', prepare), 'bounded_1');
    assert.equal(statementOf(handle, 'two', prepare), 'bounded_2');
    assert.equal(statementOf(handle, 'three', prepare), undefined, 'built for its call instead');
    assert.equal(statementOf(reader(), 'two', prepare), 'bounded_2', 'a known shape on a new handle');
  });
});
