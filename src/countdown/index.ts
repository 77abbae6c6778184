export { Countdown, type CountdownOptions, TICK_MS } from './Countdown.ts';
export { pad, type Remaining, remaining } from './remaining.ts';
