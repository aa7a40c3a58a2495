import { sameSecret } from '../text-safety.ts';
import { readParam } from './http.ts';
import type { GoogleSandboxClient } from './options.ts';

/** Result of authenticating the caller of the token endpoint. */
export type ClientAuthResult =
  | { ok: true; client: GoogleSandboxClient }
  | { ok: false; status: 400 | 401; error: string; description: string; basicAttempted: boolean };

/** Authenticates a client by client_secret_basic or client_secret_post (exactly one of them). */
export function authenticateClient(
  authorization: string | undefined,
  body: unknown,
  clients: ReadonlyMap<string, GoogleSandboxClient>,
): ClientAuthResult {
  const bodyId = readParam(body, 'client_id');
  const bodySecret = readParam(body, 'client_secret');

  if (authorization !== undefined) {
    const basic = parseBasic(authorization);
    if (basic === undefined) return unauthorized('Malformed or unsupported Authorization header.', true);
    // RFC 6749 §2.3: a client must not use more than one authentication method per request.
    if (bodySecret !== undefined) {
      return {
        ok: false,
        status: 400,
        error: 'invalid_request',
        description: 'Use either client_secret_basic or client_secret_post, not both.',
        basicAttempted: true,
      };
    }
    if (bodyId !== undefined && bodyId !== basic.id) {
      return unauthorized('client_id in the body does not match the Authorization header.', true);
    }
    return check(basic.id, basic.secret, clients, true);
  }

  if (bodyId === undefined) return unauthorized('Client authentication is required.', false);
  if (bodySecret === undefined) return unauthorized('client_secret is required.', false);
  return check(bodyId, bodySecret, clients, false);
}

function check(
  id: string,
  secret: string,
  clients: ReadonlyMap<string, GoogleSandboxClient>,
  basicAttempted: boolean,
): ClientAuthResult {
  const client = clients.get(id);
  if (client === undefined) return unauthorized('The OAuth client was not found.', basicAttempted);
  if (!sameSecret(secret, client.clientSecret)) {
    return unauthorized('Unauthorized client secret.', basicAttempted);
  }
  return { ok: true, client };
}

function unauthorized(description: string, basicAttempted: boolean): ClientAuthResult {
  return { ok: false, status: 401, error: 'invalid_client', description, basicAttempted };
}

/** Decodes `Basic base64(urlencode(id):urlencode(secret))` per RFC 6749 §2.3.1. */
function parseBasic(header: string): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  const encoded = match?.[1];
  if (encoded === undefined) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    // Malformed percent-encoding.
    return undefined;
  }
}

function formDecode(value: string): string {
  return decodeURIComponent(value.replaceAll('+', ' '));
}
