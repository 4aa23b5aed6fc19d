import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook may never reach in production (SSRF): this machine, private and carrier-grade
 * NAT networks, link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254), multicast,
 * reserved and documentation ranges, and IPv4 mapped into IPv6.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  refused.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  refused.addSubnet(network, prefix, "ipv6");

/** Whether an IP address (v4 or v6) is one a webhook may not reach in production. Anything not an address is refused too. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // IPv4 written inside IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return isRefusedAddress(mapped);
    // The same in hexadecimal (::ffff:7f00:1): refused rather than decoded. (Not a BlockList rule: Node matches every IPv4 address against ::ffff:0:0/96.)
    if (/^(0{0,4}:){0,5}:?ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(address)) return true;
  }
  return refused.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class RefusedAddressError extends Error {
  readonly code = "refused_address";
  constructor(readonly address: string) {
    super(`refused address ${address}`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `http.request`: resolves the host name and refuses it when any of its addresses is
 * refused, so the address that is checked is the one the socket connects to (no second resolution
 * an attacker's DNS could answer differently).
 */
export function guardedLookup(hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true } as { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const bad = addresses.find((entry) => isRefusedAddress(entry.address));
    if (bad || addresses.length === 0) return callback(new RefusedAddressError(bad?.address ?? hostname) as NodeJS.ErrnoException, []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The host of a URL as an IP literal (brackets of IPv6 removed), or null for a name. */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(host) ? host : null;
}
