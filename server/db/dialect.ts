export type SqlDialect = 'sqlite' | 'postgres';

/** An auto-assigned integer primary key: SQLite's rowid alias, PostgreSQL's bigserial. */
export function idType(dialect: SqlDialect): 'integer' | 'bigserial' {
  return dialect === 'postgres' ? 'bigserial' : 'integer';
}
