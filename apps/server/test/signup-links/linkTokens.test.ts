import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { LINK_KEY_FILE, linkKeyOf, linkTokens } from '../../src/features/signup-links/linkTokens.js';
import { hashToken } from '../../src/shared/tokens.js';

/** The sign-up links' key and tokens (ADR 019). */
const KEY = 'k'.repeat(32);
const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-link-key-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('link tokens', () => {
  it('derives the token as base64url(HMAC-SHA256(key, "club-link:" + nonce)), the same every time', () => {
    const links = linkTokens(KEY);
    const expected = createHmac('sha256', KEY).update('club-link:abc').digest('base64url');
    expect(links.tokenOf('abc')).toBe(expected);
    expect(links.tokenOf('abc')).toBe(expected);
    expect(links.tokenOf('abd')).not.toBe(expected);
    // 256 bits, base64url.
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes a fresh random nonce each time, with its token and the hash the row keeps', () => {
    const links = linkTokens(KEY);
    const one = links.newToken();
    const two = links.newToken();
    expect(one.nonce).not.toBe(two.nonce);
    expect(Buffer.from(one.nonce, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(one.token).toBe(links.tokenOf(one.nonce));
    expect(one.tokenHash).toBe(hashToken(one.token));
  });

  it('answers other tokens under another key: replacing the key makes every link invalid', () => {
    expect(linkTokens('x'.repeat(32)).tokenOf('abc')).not.toBe(linkTokens(KEY).tokenOf('abc'));
  });

  it('refuses a key shorter than 32 characters', () => {
    expect(() => linkTokens('short')).toThrow(/at least 32/);
  });
});

describe('the link key', () => {
  it('is LINK_KEY when set, and no file is written', () => {
    const dataDir = tempDir();
    expect(linkKeyOf({ linkKey: KEY, dataDir })).toBe(KEY);
    expect(fs.existsSync(path.join(dataDir, LINK_KEY_FILE))).toBe(false);
  });

  it('is otherwise written once to DATA_DIR/link-key (mode 0600) and read on later starts', () => {
    const dataDir = path.join(tempDir(), 'not-yet');
    const first = linkKeyOf({ linkKey: undefined, dataDir });
    const file = path.join(dataDir, LINK_KEY_FILE);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(linkKeyOf({ linkKey: undefined, dataDir })).toBe(first);
    expect(linkKeyOf({ linkKey: undefined, dataDir: tempDir() })).not.toBe(first);
  });

  it('stops the start on a key file that is too short', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, LINK_KEY_FILE), 'short\n', { mode: 0o600 });
    expect(() => linkKeyOf({ linkKey: undefined, dataDir })).toThrow(/at least 32/);
  });

  it('is a configuration error when LINK_KEY is shorter than 32 characters; empty reads as unset', () => {
    expect(() => loadConfig({ LINK_KEY: 'x'.repeat(31) })).toThrow(/LINK_KEY must have at least 32 characters/);
    expect(loadConfig({ LINK_KEY: KEY }).linkKey).toBe(KEY);
    expect(loadConfig({ LINK_KEY: '' }).linkKey).toBeUndefined();
  });
});
