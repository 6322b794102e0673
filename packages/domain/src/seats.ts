import { type PaidPlanCode, PLANS } from './plans.ts';

/** The most seats one payment buys: 100 months of one month is already 500 000 RWF on one phone. */
export const SEATS_MAX = 100;

/** What a school pays for `seats` of a plan: the catalogue's price each, never a price the client sends. */
export const seatsAmount = (plan: PaidPlanCode, seats: number) => PLANS[plan].amount * seats;

/** A school's seats of one plan: bought and not yet given, and given to students. */
export interface SeatCount {
  plan: PaidPlanCode;
  free: number;
  assigned: number;
}
