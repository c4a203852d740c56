import type { Response } from 'express';
import type { Viewer } from './viewer';

/** What the edge learns about a request before any route runs. */
export interface RequestState {
  requestId: string;
  now: number;
  viewer: Viewer | undefined;
  sessionExpired: boolean;
}

export function requestState(res: Response): RequestState {
  return res.locals.state as RequestState;
}

export function setRequestState(res: Response, state: RequestState): void {
  res.locals.state = state;
}
