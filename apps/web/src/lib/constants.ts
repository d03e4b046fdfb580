/** Business constants of the web app (spec section 9). */
export const API_TIMEOUT_MS = 30_000;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
