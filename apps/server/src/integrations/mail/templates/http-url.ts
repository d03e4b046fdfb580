/** An absolute http(s) URL, or an error: mail links never carry `javascript:` and friends. */
export function assertHttpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Mail link is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Mail link must be http(s): ${value}`);
  }
  return value;
}
