-- Shim, part 4 of 5: Supabase Vault (the supabase_vault extension every hosted project has),
-- where a project keeps the values its SQL needs but must not write into migrations, such
-- as its own URL and the secret that lets pg_net call an Edge Function. The same surface as
-- Vault: vault.secrets, the vault.decrypted_secrets view and vault.create_secret /
-- vault.update_secret. What differs: nothing is encrypted here (Vault encrypts `secret` with
-- a key kept outside the database, and only decrypted_secrets shows it in clear); the local
-- stack writes its own URL and key into it at every start.

create schema vault;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
create unique index secrets_name_idx on vault.secrets (name) where name is not null;

create view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
    from vault.secrets;

create function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
  returns uuid
  language sql
as $$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, new_description, new_key_id)
  returning id
$$;

create function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null,
  new_description text default null, new_key_id uuid default null)
  returns void
  language sql
as $$
  update vault.secrets
     set secret = coalesce(new_secret, secret),
         name = coalesce(new_name, name),
         description = coalesce(new_description, description),
         key_id = coalesce(new_key_id, key_id),
         updated_at = now()
   where id = secret_id
$$;

-- As on a hosted project: the API roles cannot see the schema at all.
revoke all on schema vault from public;
revoke execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid) from public;
