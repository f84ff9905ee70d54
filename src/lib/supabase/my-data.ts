// 열람·전송 요구: everything the site holds about the signed-in member, as the database writes it
// (rpc('export_my_data'), supabase/migrations/*_member_rights.sql). The 내 정보 page shows it and
// offers the same document as a JSON file; nothing here reshapes it, so the file is exactly what
// the database said.
import { getSupabase } from './client';
import type { Json } from './database.types';
import { userFacing } from './errors';

/** The member's data as one JSON document (an object), or a Korean failure. */
export async function exportMyData(): Promise<{ [key: string]: Json | undefined }> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('export_my_data');
  if (error) throw userFacing('내 정보를 불러오지 못했습니다.', error, status);
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw userFacing('내 정보를 불러오지 못했습니다.', { message: 'export_my_data answered no object', status: 500 });
  return data;
}

/** The file a member downloads: the export, indented, named by the Korean date it was made. */
export function exportFile(data: Json, madeAt: Date): { name: string; blob: Blob } {
  const day = new Date(madeAt.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
  return {
    name: `sodampos-my-data-${day}.json`,
    blob: new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
  };
}
