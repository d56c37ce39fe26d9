/**
 * @module Outbound requests to addresses a partner gives us (webhook endpoints, calendar feeds; issue 29, ADR 0053)
 * must not reach our own network (SSRF, OWASP API7:2023): the host's every address is resolved and refused when it is
 * loopback, private (RFC 1918, RFC 4193), link-local (cloud metadata 169.254.169.254), CGNAT, multicast or
 * unspecified. `allowPrivate` lifts this for tests and local development (env WEBHOOK_ALLOW_PRIVATE, which production
 * refuses). The request itself never follows redirects (a public host could redirect to a private one).
 */

/** Why an address was refused, in the partner's words (shown in the partner area). */
export const ADDRESS_MESSAGES = {
  url: 'Endereço inválido: use um URL https:// completo.',
  https: 'O endereço tem de usar https://.',
  private: 'Este endereço aponta para uma rede privada ou local e não é permitido.',
  unresolved: 'Não foi possível encontrar este endereço (DNS).',
} as const;

/** Whether an IPv4 address (dotted) is outside the public internet. */
export function isPrivateIPv4(ip: string): boolean {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return true;
  const [a, b] = parts as [number, number, number, number];
  return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) || a >= 224;
}

/** Whether an IPv6 address is outside the public internet (IPv4-mapped ones judged as IPv4). */
export function isPrivateIPv6(ip: string): boolean {
  const lower = ip.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = /^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return isPrivateIPv4(mapped[1]);
  if (lower === '::' || lower === '::1') return true;
  const first = parseInt(lower.split(':')[0] || '0', 16);
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}

const isIPv4 = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
const isIPv6 = (host: string) => host.includes(':');

/**
 * Checks a partner's URL before we call it: https (http allowed with `allowPrivate`, for local receivers), and every
 * address of its host public.
 * @param url the address given
 * @param options.allowPrivate accept private and loopback addresses and http (tests, development)
 * @param options.resolve the DNS look-up (default Deno.resolveDns, A and AAAA)
 * @returns null when it may be called, else the reason (ADDRESS_MESSAGES)
 * @example await addressProblem('https://example.com/hooks', { allowPrivate: false }) // null
 */
export async function addressProblem(
  url: string,
  options: { allowPrivate: boolean; resolve?: (host: string) => Promise<string[]> },
): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return ADDRESS_MESSAGES.url;
  }
  if (parsed.username || parsed.password) return ADDRESS_MESSAGES.url;
  if (parsed.protocol !== 'https:' && !(options.allowPrivate && parsed.protocol === 'http:')) {
    return ADDRESS_MESSAGES.https;
  }
  if (options.allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
    return ADDRESS_MESSAGES.private;
  }
  let addresses: string[];
  if (isIPv4(host) || isIPv6(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolve ?? resolveHost)(host);
    } catch {
      return ADDRESS_MESSAGES.unresolved;
    }
    if (addresses.length === 0) return ADDRESS_MESSAGES.unresolved;
  }
  return addresses.some((a) => (isIPv6(a) ? isPrivateIPv6(a) : isPrivateIPv4(a))) ? ADDRESS_MESSAGES.private : null;
}

/** A host's IPv4 and IPv6 addresses. */
async function resolveHost(host: string): Promise<string[]> {
  const [v4, v6] = await Promise.allSettled([Deno.resolveDns(host, 'A'), Deno.resolveDns(host, 'AAAA')]);
  return [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
}
