// Where a request comes from, as the platform (not the client) says. On a hosted project
// Cloudflare, in front of Supabase's API gateway, sets cf-connecting-ip from the connection
// and replaces whatever the client sent; the guest limits read only that header
// (private.request_client_address()). Here the gateway does the same from the socket, and
// drops every forwarding header the client wrote, so no header can make a guest look new.
import type { IncomingMessage } from 'node:http';

/** Maps the socket's peer address to the address services see. Default: itself. */
export type ClientAddressOf = (socketAddress: string) => string;

/** Headers that claim to name the client; only the gateway may set them. */
const FORWARDING = ['cf-connecting-ip', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'true-client-ip', 'x-client-ip'];

/** Replaces the client's forwarding headers with the platform's, in place. */
export function stampClientAddress(req: IncomingMessage, addressOf: ClientAddressOf = (address) => address): string {
  const address = addressOf(req.socket.remoteAddress ?? 'unknown');
  for (const name of FORWARDING) delete req.headers[name];
  req.headers['cf-connecting-ip'] = address;
  req.headers['x-forwarded-for'] = address;
  return address;
}
