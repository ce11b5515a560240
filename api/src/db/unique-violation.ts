/**
 * Two requests can pass a uniqueness check at the same moment; the database's unique index then refuses
 * the second. This turns that refusal into the same answer the check gives, never a 500.
 */
export async function onUniqueViolation<T>(
  work: () => Promise<T>,
  constraint: string,
  answer: () => Error,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint: name } = (error ?? {}) as { code?: string; constraint?: string };
    if (code === '23505' && (name === undefined || name === constraint)) throw answer();
    throw error;
  }
}
