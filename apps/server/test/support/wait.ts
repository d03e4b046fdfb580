/** Polls a condition with a deadline: the one way the tests wait (no fixed sleeps). */
export { until } from '@shiplog/fakes';
