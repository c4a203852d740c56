import type { z } from 'zod';
import type * as contract from './calendar';

/** The REST answers of the calendar and live entry, for clients in this repository (type-only). */
export type CalendarCard = z.output<typeof contract.calendarCard>;
export type LiveRoomEntry = z.output<typeof contract.liveRoomEntry>;
