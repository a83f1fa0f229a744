import { createEffect } from 'effector';
import { fetchRaffleInfoFx, fetchRaffleTicketsFx, type ApiError, type RaffleInfo, type RaffleTicket } from '@/shared/api';
import { isoOfDay } from '@/shared/lib';
import { createPageQuery } from '@/shared/model';

/**
 * The raffle screen (issue 12 item 6): generate-ticket-and-raffle-info first (it issues the tickets the customer
 * has earned since, and tells the raffle), then get-tickets (the list, new ones included).
 */
export interface RaffleData {
  info: RaffleInfo;
  tickets: RaffleTicket[];
  today: string;
}

export const loadRaffleFx = createEffect<object, RaffleData, ApiError>(async () => {
  const info = await fetchRaffleInfoFx();
  const tickets = await fetchRaffleTicketsFx();
  return { info: info.result, tickets: tickets.result, today: isoOfDay(new Date()) };
});

export const raffleQuery = createPageQuery({ name: 'ProfileRaffle', effect: loadRaffleFx });
