// Values a hosted project keeps in Vault and this project's SQL reads by name (the pg_net call
// to the notify function reads `project_url` and `notify_secret`). A hosted project gets them
// once by hand (docs/deploy.md#staff-alerts-and-answer-notices); the local stack writes its own at every start, since its
// URL changes with the port.
import type { Sql } from './sql.ts';

export async function setVaultSecrets(sql: Sql, secrets: Readonly<Record<string, string>>): Promise<void> {
  await sql.transaction(async (tx) => {
    for (const [name, value] of Object.entries(secrets)) {
      const [existing] = await tx.query<{ id: string }>('select id from vault.secrets where name = $1', [name]);
      if (existing) await tx.query('select vault.update_secret($1, $2)', [existing.id, value]);
      else await tx.query('select vault.create_secret($1, $2)', [value, name]);
    }
  });
}
