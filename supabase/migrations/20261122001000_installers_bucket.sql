-- The installer (skpossetup.exe) lives in a private bucket: no public URL exists, and a
-- signed-in member gets a short-lived signed URL. Storage's API checks these policies as the
-- caller's role before it signs anything.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'installers',
  'installers',
  false,
  524288000, -- 500 MiB
  array['application/octet-stream', 'application/x-msdownload', 'application/vnd.microsoft.portable-executable']
)
on conflict (id) do nothing;

-- Signed-in members may see the bucket itself (its name and limits, nothing secret).
create policy "members see the installers bucket"
  on storage.buckets for select to authenticated
  using (id = 'installers');

-- Signed-in members may read the installer objects, which is what signing a URL requires.
-- Guests get nothing: the site shows them the login dialog instead.
create policy "members read installers"
  on storage.objects for select to authenticated
  using (bucket_id = 'installers');

-- No insert, update or delete policy: only staff upload or replace the installer, with the
-- service role key or in the dashboard (both bypass RLS).
