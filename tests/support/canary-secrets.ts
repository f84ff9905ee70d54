// Fake secrets the e2e build runs with, under the names real deployments use for secrets. The
// no-secrets test then proves none of them reaches dist/, whatever the code imports.
export const CANARY_SECRETS = {
  SUPABASE_AUTH_EXTERNAL_KAKAO_SECRET: 'canary-kakao-secret-4b1f9e2d',
  SUPABASE_AUTH_EXTERNAL_GOOGLE_SECRET: 'canary-google-secret-8c3a7d10',
  NAVER_CLIENT_SECRET: 'canary-naver-secret-5e6f0a21',
  SUPABASE_SERVICE_ROLE_KEY: 'canary-service-role-key-93d2b7c4',
  SUPABASE_SECRET_KEY: 'sb_secret_canary-secret-key-6d0e2c8f',
  SUPABASE_ACCESS_TOKEN: 'sbp_canary-access-token-2f9b41c7',
  SANITY_API_READ_TOKEN: 'canary-sanity-read-token-1a7e6f3b',
} as const;
