// Imported by islands (through lib/supabase/config.ts): one function, no names or values.
import type { EnvName, EnvSource } from './variables.ts';

/** A declared variable's value, trimmed; an empty value counts as unset. */
export function envText(source: EnvSource, name: EnvName): string | undefined {
  const value = source[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
