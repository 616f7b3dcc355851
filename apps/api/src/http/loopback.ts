import { isIP } from "node:net";

/**
 * Whether a socket peer is this machine: 127.0.0.0/8, ::1, or an IPv4 loopback written as an
 * IPv4-mapped IPv6 address (a dual-stack listener reports 127.0.0.1 as ::ffff:127.0.0.1).
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.split(".")[0] === "127";
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(address.toLowerCase());
}
