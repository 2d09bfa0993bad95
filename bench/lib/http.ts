// One-off requests made before a load, so a wrong answer is reported as itself rather than as
// thousands of non-2xx counts.
export async function expectOk(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text}`);
  }
  return JSON.parse(text);
}
