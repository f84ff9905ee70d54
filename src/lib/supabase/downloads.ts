// The installer and the download log. A member's link comes from the `download` Edge Function
// (contract at the top of supabase/functions/download/handler.ts): it checks the member, writes
// their log row with the visit's attribution and signs a link that works for at most two
// minutes; members cannot sign the file themselves. A guest's attempt is logged here through
// log_download() as statistics (docs/product.md#where-visitors-come-from).
import type { Attribution } from '../forms/attribution';
import { PROGRAM_LOAD_FAILED } from '../messages';
import { getSupabase } from './client';
import { type ApiFailure, userFacing } from './errors';

/** The Edge Function that hands out the installer. */
export const DOWNLOAD_FUNCTION = 'download';

export interface InstallerLink {
  url: string;
  expiresAt: string;
}

const isLink = (value: unknown): value is InstallerLink =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).url === 'string' &&
  typeof (value as Record<string, unknown>).expiresAt === 'string';

/** The function's refusal ({ code, message }) with its HTTP status, or the error as it came. */
async function failureOf(error: unknown): Promise<unknown> {
  const context = typeof error === 'object' && error !== null ? (error as { context?: unknown }).context : undefined;
  if (!(context instanceof Response)) return error;
  const body: unknown = await context.json().catch(() => null);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const failure: ApiFailure = {
    message: typeof fields.message === 'string' ? fields.message : '',
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    status: context.status,
  };
  return failure;
}

/**
 * A link that downloads skpossetup.exe under its own name; the download is logged by then, with
 * where the visit came from.
 */
export async function installerLink(attribution?: Attribution): Promise<InstallerLink> {
  const supabase = await getSupabase();
  const answer: { data: unknown; error: unknown } = await supabase.functions.invoke<unknown>(DOWNLOAD_FUNCTION, {
    body: attribution ? { attribution: { ...attribution } } : {},
  });
  if (answer.error) throw userFacing(PROGRAM_LOAD_FAILED, await failureOf(answer.error));
  const data = answer.data;
  if (!isLink(data))
    throw userFacing(PROGRAM_LOAD_FAILED, { message: 'the download function sent no link', status: 502 });
  return data;
}

/** The installer's URL for the signed-in member (its download is logged by the function). */
export async function installerUrl(attribution?: Attribution): Promise<string> {
  return (await installerLink(attribution)).url;
}

/** A guest's download attempt as one download_logs row (비회원 / '-'), with the visit's source. */
export async function logDownload(attribution?: Attribution): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('log_download', attribution ? { attribution: { ...attribution } } : {});
  if (error) throw userFacing('다운로드 기록을 남기지 못했습니다.', error, status);
}
