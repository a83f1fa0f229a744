/** Cuts text to `max` characters and adds an ellipsis when it was longer (news previews: 100). */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}...`;
}
