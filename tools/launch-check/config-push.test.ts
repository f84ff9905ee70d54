// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { CONFIG_TOML } from '../local-supabase/config-toml.ts';
import { configPushProblems, envReferences, hostedConfig, LOCAL_ONLY_SETTINGS } from './config-push.ts';

const CONFIG = readFileSync(CONFIG_TOML, 'utf8');
const GOOD = {
  SUPABASE_AUTH_SITE_URL: 'https://www.sodampos.kr',
  SUPABASE_AUTH_REDIRECT_URL: 'https://www.sodampos.kr/login**',
  SUPABASE_AUTH_EXTERNAL_KAKAO_CLIENT_ID: 'kakao-rest-key',
  SUPABASE_AUTH_EXTERNAL_KAKAO_SECRET: 'kakao-secret',
  SUPABASE_AUTH_EXTERNAL_GOOGLE_CLIENT_ID: 'google-id',
  SUPABASE_AUTH_EXTERNAL_GOOGLE_SECRET: 'google-secret',
};

describe('npm run supabase:config-push', () => {
  it('pushes config.toml without its local-only settings, and with every other line', () => {
    const hosted = hostedConfig(CONFIG);
    for (const { key } of LOCAL_ONLY_SETTINGS) {
      expect(CONFIG).toMatch(new RegExp(`^${key} =`, 'm'));
      expect(hosted).not.toMatch(new RegExp(`^\\s*${key}\\s*=`, 'm'));
    }
    expect(CONFIG.split('\n').length - hosted.split('\n').length).toBe(LOCAL_ONLY_SETTINGS.length);
    expect(hosted).toContain('[auth.external.google]\nenabled = true');
  });

  it('strips a local-only key only in its own section', () => {
    const toml = '[auth.external.apple]\nskip_nonce_check = true\n[auth.external.google]\nskip_nonce_check = true\n';
    expect(hostedConfig(toml)).toBe('[auth.external.apple]\nskip_nonce_check = true\n[auth.external.google]\n');
  });

  it('knows every env() config.toml reads', () => {
    expect(envReferences(CONFIG).sort()).toEqual([...Object.keys(GOOD), 'SUPABASE_AUTH_PREVIEW_REDIRECT_URL'].sort());
  });

  it('pushes the Preview deployments’ redirect only when it is set, and only an https /login** one', () => {
    expect(hostedConfig(CONFIG, GOOD)).toContain('additional_redirect_urls = ["env(SUPABASE_AUTH_REDIRECT_URL)"]');
    const preview = { ...GOOD, SUPABASE_AUTH_PREVIEW_REDIRECT_URL: 'https://preview.sodampos.kr/login**' };
    expect(hostedConfig(CONFIG, preview)).toContain('"env(SUPABASE_AUTH_PREVIEW_REDIRECT_URL)"]');
    expect(configPushProblems(CONFIG, preview)).toEqual([]);
    expect(
      configPushProblems(CONFIG, { ...GOOD, SUPABASE_AUTH_PREVIEW_REDIRECT_URL: 'https://preview.sodampos.kr/**' }),
    ).toEqual([expect.stringContaining('SUPABASE_AUTH_PREVIEW_REDIRECT_URL')]);
  });

  it('lets a complete production setting through', () => {
    expect(configPushProblems(CONFIG, GOOD)).toEqual([]);
  });

  it('stops on each unset value, which the CLI would push as the text env(NAME)', () => {
    for (const name of Object.keys(GOOD)) {
      const problems = configPushProblems(CONFIG, { ...GOOD, [name]: ' ' });
      expect(problems, name).toEqual([expect.stringContaining(`${name} is not set`)]);
    }
  });

  it.each([
    [{ SUPABASE_AUTH_SITE_URL: 'http://www.sodampos.kr' }, 'https origin'],
    [{ SUPABASE_AUTH_SITE_URL: 'https://www.sodampos.kr/login' }, 'https origin'],
    [{ SUPABASE_AUTH_REDIRECT_URL: 'https://www.sodampos.kr/**' }, '/login**'],
    [{ SUPABASE_AUTH_REDIRECT_URL: 'https://evil.example/login**' }, '/login**'],
  ])('stops on Auth URLs that are not the site’s own: %o', (change, message) => {
    expect(configPushProblems(CONFIG, { ...GOOD, ...change }).join('\n')).toContain(message);
  });
});
