// The local stack's messaging "accounts": the Solapi key, sender number, Kakao channel and
// template the Solapi stand-in has registered, and where the staff webhook goes. The notify
// function gets the same values as its secrets (functions/runner.ts), so only the base URLs
// differ from production. Nothing here is a secret outside this machine.
import { DOWNLOAD_LINK_TEMPLATE } from '../../../supabase/functions/notify/download-link.ts';
import {
  type AlimtalkTemplate,
  ANSWER_TEMPLATE,
  CONSENT_TEMPLATE,
} from '../../../supabase/functions/notify/templates.ts';
import { LOCAL_SOLAPI_API_SECRET } from '../keys.ts';

export interface SolapiAccount {
  apiKey: string;
  apiSecret: string;
  /** Registered sender numbers (발신번호), digits only. */
  senders: readonly string[];
  /** The Kakao channel's id (pfId) and its approved templates by Solapi template id. */
  pfId: string;
  templates: Readonly<Record<string, AlimtalkTemplate>>;
}

export const LOCAL_SOLAPI_TEMPLATE_ID = 'KA01TP-LOCAL-INQUIRY-ANSWERED';
export const LOCAL_SOLAPI_CONSENT_TEMPLATE_ID = 'KA01TP-LOCAL-MARKETING-CONSENT';
export const LOCAL_SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID = 'KA01TP-LOCAL-DOWNLOAD-LINK';

export const LOCAL_SOLAPI: SolapiAccount = {
  apiKey: 'NCSLOCALSODAMPOS',
  apiSecret: LOCAL_SOLAPI_API_SECRET,
  senders: ['0212345678'],
  pfId: 'KA01PF-LOCAL-SODAMPOS',
  templates: {
    [LOCAL_SOLAPI_TEMPLATE_ID]: ANSWER_TEMPLATE,
    [LOCAL_SOLAPI_CONSENT_TEMPLATE_ID]: CONSENT_TEMPLATE,
    [LOCAL_SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID]: DOWNLOAD_LINK_TEMPLATE,
  },
};

/** Where the local staff alerts go (the webhook catcher). */
export const LOCAL_STAFF_WEBHOOK_PATH = '/local-webhook/staff';

/** Where the outbox watch's alerts go locally (Vault `outbox_alert_url`): its own name in the inbox. */
export const LOCAL_OUTBOX_ALERT_PATH = '/local-webhook/outbox-watch';
