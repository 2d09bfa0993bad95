// JSON calls to one instance, answered with the status and the parsed result body
// ({ success, status, data, messages }), whatever the status.
export type Answer<T> = {
  status: number;
  body: { success: boolean; status: number; data: T; messages: string[] };
  headers: Headers;
};

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** An access token: sent as `Authorization: Bearer`. */
  token?: string;
};

export async function call<T = unknown>(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: Answer<T>['body'];
  try {
    body = JSON.parse(text) as Answer<T>['body'];
  } catch {
    throw new Error(`${path} answered ${response.status} with no JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body, headers: response.headers };
}

/** The data of a call that must succeed; anything else is thrown with what it said. */
export async function ok<T = unknown>(baseUrl: string, path: string, options: CallOptions = {}) {
  const answer = await call<T>(baseUrl, path, options);
  if (answer.status !== 200) {
    throw new Error(`${path} answered ${answer.status}: ${answer.body.messages.join('; ')}`);
  }
  return answer.body.data;
}

export type SignedIn = {
  tokens: { accessToken: string; refreshToken: string; browserId: string };
  user: {
    organisationConsumerId: string;
    appConsumerId: string | null;
    activeVehicle: { vehicleId: string; appConfigurationId: string } | null;
  };
};

export const DEMO_PASSWORD = 'demo1234';

export function signIn(baseUrl: string, username: string) {
  return ok<SignedIn>(baseUrl, '/api/user/login', {
    body: { username, password: DEMO_PASSWORD },
  });
}
