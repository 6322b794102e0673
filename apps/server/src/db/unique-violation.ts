/** PostgreSQL refused a row that a unique index already holds (23505), as pg or Drizzle reports it. */
export const isUniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505';
