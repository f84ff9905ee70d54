// The installer: a private Storage object handed out as a short-lived signed URL, and the
// download log, written only through log_download() (the database fills in who it was).
import type { Attribution } from '../forms/attribution';
import { PROGRAM_LOAD_FAILED } from '../messages';
import { getSupabase } from './client';
import { userFacing } from './errors';

export const INSTALLER_BUCKET = 'installers';
export const INSTALLER_FILE = 'skpossetup.exe';
/** Long enough to start the download, short enough that a shared link soon stops working. */
export const SIGNED_URL_TTL_S = 60;

/** A signed URL that downloads the installer under its own name (Content-Disposition). */
export async function installerUrl(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage
    .from(INSTALLER_BUCKET)
    .createSignedUrl(INSTALLER_FILE, SIGNED_URL_TTL_S, { download: INSTALLER_FILE });
  if (error || !data?.signedUrl)
    throw userFacing(PROGRAM_LOAD_FAILED, error ?? { message: 'no signed URL', status: 404 });
  return data.signedUrl;
}

/**
 * One download_logs row: the member's profile fields, or 비회원 / '-' for a guest, with where the
 * visit came from (docs/product.md#where-visitors-come-from).
 */
export async function logDownload(attribution?: Attribution): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('log_download', attribution ? { attribution: { ...attribution } } : {});
  if (error) throw userFacing('다운로드 기록을 남기지 못했습니다.', error, status);
}
