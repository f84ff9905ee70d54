// Reads back a JSON object the site stored in Web Storage (the pending sign-in, the session
// supabase-js persisted). Imported by the header and the login dialog on every page: no
// dependencies.

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored object, or null when nothing is stored or the value is not a JSON object: a value
 * under our key that we did not write is treated as absent, like a missing one.
 */
export function parseStoredObject(raw: string | null): JsonObject | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Not JSON, so not ours: there is nothing to read back.
    return null;
  }
  return isJsonObject(parsed) ? parsed : null;
}
