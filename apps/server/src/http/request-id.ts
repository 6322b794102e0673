import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Config } from '../config.ts';

/** Short and plain: it is written into every log line and echoed in a header. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Whether the computer at the other end of the socket is a proxy `TRUST_PROXY` names. */
export function trustedPeer(trustProxy: Config['trustProxy']): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'function') return (address) => trustProxy(address, 0);
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/**
 * The request's id: the `X-Request-Id` a trusted proxy sent, when it is short and safe, so one id
 * follows a request from the proxy's log into ours; otherwise a new UUID (a client cannot choose it).
 */
export function requestIds(trustProxy: Config['trustProxy']) {
  const trusted = trustedPeer(trustProxy);
  return (req: IncomingMessage) => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && SAFE_ID.test(given) && trusted(req.socket.remoteAddress ?? '')) return given;
    return randomUUID();
  };
}
