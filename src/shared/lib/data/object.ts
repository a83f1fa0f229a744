/** The record without one key; the same record when the key is not there (a store keeps its value, nothing re-renders). */
export const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
};
