import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localeCodes } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { readExportTexts } from '../../src/shared/exportTexts.js';
import { testConfig } from '../support/testConfig.js';

/** The exports' words (`locales/<code>/exports.json`) are read and checked when the server starts. */
describe('readExportTexts', () => {
  const { localesDir } = testConfig();

  it('reads every locale, Danish first-hand and the others translated', () => {
    const texts = readExportTexts(localesDir);
    expect(texts.of('da').columns.surname).toBe('Efternavn');
    expect(texts.of('en').relations.parent).toBe('Parent');
    expect(new Set(localeCodes.map((code) => texts.of(code).columns.surname)).size).toBeGreaterThan(5);
  });

  it('stops the start on a missing or malformed file, naming it', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-locales-'));
    try {
      for (const code of localeCodes) {
        fs.mkdirSync(path.join(folder, code));
        fs.copyFileSync(path.join(localesDir, code, 'exports.json'), path.join(folder, code, 'exports.json'));
      }
      expect(() => readExportTexts(folder)).not.toThrow();
      const broken = path.join(folder, 'sk', 'exports.json');
      const texts = JSON.parse(fs.readFileSync(broken, 'utf8')) as { roles: Record<string, string> };
      delete texts.roles.leader;
      fs.writeFileSync(broken, JSON.stringify(texts));
      expect(() => readExportTexts(folder)).toThrow(/sk[/\\]exports\.json: not an export text file/);
      fs.rmSync(broken);
      expect(() => readExportTexts(folder)).toThrow(/ENOENT/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
