// Copying a text for the visitor: the installer's checksum (copy-text.ts) and the handoff
// dialog's short address (components/handoff/). Each caller says the outcome in Korean where the
// visitor is looking; the reason a copy failed goes to the console for developers.

/** The part of `navigator` this uses, so a test can hand in its own. */
export interface ClipboardApi {
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/** Whether the text reached the clipboard. */
export async function copyText(text: string, api: ClipboardApi = navigator): Promise<boolean> {
  try {
    // Absent outside secure contexts, and refused when the page lacks permission: both throw.
    if (!api.clipboard) throw new Error('no clipboard in this browser');
    await api.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('[clipboard] the text could not be copied', error);
    return false;
  }
}
