/** Business constants of the web app. */
export const API_TIMEOUT_MS = 30_000;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
