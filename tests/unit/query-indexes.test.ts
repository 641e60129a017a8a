// Production refuses a query that needs a composite index it was not given; the emulator never
// asks. Every such query is declared once in domain/src/queryIndexes.ts and built from its
// fields: this checks that firestore.indexes.json declares exactly those indexes, and that no
// query in the code names two fields of its own (one that would need an index nobody declared).
import { EXPIRE_AT, EXPIRING_COLLECTIONS, INDEXED_QUERIES, type IndexedQuery } from '@lakeside/domain';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const key = (index: IndexedQuery) =>
  `${index.collectionGroup}: ${index.fields
    .map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig}`)
    .join(', ')}`;

/** Source files of the app and the functions. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The statements of a file that build a query: filters, orders, sums, averages. */
function queryStatements(text: string): string[] {
  return text.split(/;\s*\n/).filter((statement) => /\b(where|orderBy|sum|average)\s*\(/.test(statement));
}

/** The field names a statement filters, orders or sums by, written as string literals. */
function literalFields(statement: string): string[] {
  const fields = new Set<string>();
  const pattern = /\b(?:where|orderBy|sum|average)\s*\(\s*['"]([^'"]+)['"]/g;
  for (const match of statement.matchAll(pattern)) fields.add(match[1]!);
  return [...fields];
}

describe('composite indexes', () => {
  it('firestore.indexes.json declares exactly the indexed queries', () => {
    const file = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8')) as {
      indexes: (IndexedQuery & { queryScope: string })[];
    };
    expect(file.indexes.every((index) => index.queryScope === 'COLLECTION')).toBe(true);
    expect(file.indexes.map(key).sort()).toEqual(Object.values(INDEXED_QUERIES).map(key).sort());
  });

  it('declares a TTL policy on expireAt, unindexed, for exactly the collections that expire', () => {
    const file = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: unknown[] }[];
    };
    expect(file.fieldOverrides).toEqual(
      Object.keys(EXPIRING_COLLECTIONS).map((collectionGroup) => ({
        collectionGroup,
        fieldPath: EXPIRE_AT,
        ttl: true,
        indexes: [],
      })),
    );
  });

  it('the desk recount’s sums have theirs', () => {
    const declared = Object.values(INDEXED_QUERIES).map(key);
    expect(declared).toContain('payments: status ASCENDING, refundedAmountCents ASCENDING');
    expect(declared).toContain('payments: status ASCENDING, disputeLostCents ASCENDING');
    expect(declared).toContain('payments: status ASCENDING, disputeHeldCents ASCENDING');
  });

  it('no query in the code filters, orders or sums by two fields it names itself', () => {
    const offenders = [...sources('web/src'), ...sources('functions/src')].flatMap((file) =>
      queryStatements(readFileSync(file, 'utf8'))
        .map((statement) => literalFields(statement))
        .filter((fields) => fields.length > 1)
        .map((fields) => `${path.relative(root, file)}: ${fields.join(', ')}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would catch such a query', () => {
    const statement = `query(payments(), where('propertyId', '==', id), orderBy('createdAt', 'desc'))`;
    expect(literalFields(statement)).toEqual(['propertyId', 'createdAt']);
    expect(
      literalFields(`payments.where("status", "==", s).aggregate({ c: AggregateField.sum('x') })`),
    ).toEqual(['status', 'x']);
    // one field filtered and ordered by is served by Firestore's own single-field index
    expect(literalFields(`query(accounts(), where('a', '<=', 1), orderBy('a'))`)).toEqual(['a']);
  });
});
