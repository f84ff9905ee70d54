-- Members signed their own Storage URL for the installer, so its lifetime was whatever the
-- browser asked for (a link valid for years could be posted anywhere), and they could list the
-- bucket and download without a log row. The `download` Edge Function is now the one way to
-- the file: it checks the member, logs the download as them (log_download(), limited per
-- member) and signs a link for at most two minutes with the secret key
-- (docs/product.md#download). Members keep seeing the bucket's name and limits, and nothing in
-- it: without a select policy on storage.objects, Storage neither lists nor signs for them.
drop policy "members read installers" on storage.objects;
