import { isIPv4 } from 'node:net';

/**
 * Whether a host name or an address is this machine's loopback: `localhost` (and names under `.localhost`,
 * RFC 6761), 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (`::ffff:127.0.0.1`, what a dual-stack socket
 * reports). Brackets of an IPv6 URL host are allowed.
 */
export function isLoopback(hostOrAddress: string | undefined): boolean {
  if (!hostOrAddress) return false;
  const host = hostOrAddress.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  const ipv4 = host.startsWith('::ffff:') ? host.slice('::ffff:'.length) : host;
  return isIPv4(ipv4) && ipv4.startsWith('127.');
}
