const DAY_MS = 86_400_000;

/** Whole days from today to the draw (both ISO days); 0 on the day, negative after it. */
export function daysToDraw(today: string, draw: string): number {
  const utc = (iso: string) => {
    const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(draw) - utc(today)) / DAY_MS);
}

export type RafflePhase = 'open' | 'closed' | 'drawn';

/** open: tickets are still given (until the end date); closed: waiting for the draw; drawn: the draw is past. */
export function phaseOf(today: string, end: string, draw: string): RafflePhase {
  if (today > draw.slice(0, 10)) return 'drawn';
  if (today > end.slice(0, 10)) return 'closed';
  return 'open';
}
