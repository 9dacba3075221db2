import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from './config';

/** The log the server writes: one JSON object a line (pino), never a body, a token, a header or a cookie. */
export type Logger = pino.Logger;

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'atrium-api' } }, destination);
}
