// Deno entry for Supabase Edge Functions (`supabase functions deploy download`). The logic is
// in handler.ts so the local stack can run the very same code in Node.
import { handle } from './handler.ts';

// Just what this file uses of the Deno runtime, so the project's Node type-check accepts it.
declare const Deno: {
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
};

Deno.serve((req) => handle(req, Deno.env.toObject()));
