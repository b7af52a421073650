import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { loadTemplates, NotificationTemplates, TEMPLATES_DIR } from './notification-templates';

/** A copy of the shipped templates to break, so the start-up check is tested on what operators would edit. */
function copyOfTemplates(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'templates-'));
  cpSync(TEMPLATES_DIR, dir, { recursive: true });
  return dir;
}

describe("notification templates in the site's languages", () => {
  let dir: string;
  beforeEach(() => (dir = copyOfTemplates()));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the shipped English and every translation beside it', () => {
    const files = loadTemplates(dir);
    expect(files.get('ta/entry_received.email.txt')).toMatch(/^Subject: \p{Script=Tamil}/u);
    expect(files.has('entry_received.email.txt')).toBe(true);
  });

  it('sends a kind not translated into a language in its English', () => {
    rmSync(path.join(dir, 'ta', 'entry_verified.email.txt'));
    const config = {
      publicUrl: 'https://contest.test',
      notifications: { contestName: 'AI Film Contest', brandColor: '#000' },
    };
    const templates = new NotificationTemplates(config as AppConfig);
    templates.onModuleInit(dir);
    const tamilSubject = readFileSync(path.join(dir, 'ta', 'entry_received.email.txt'), 'utf8').split('\n')[0];
    expect(`Subject: ${templates.email('entry_received', {}, '', 'ta').subject}`).toBe(tamilSubject);
    expect(templates.email('entry_verified', {}, '', 'ta').subject).toBe('Your entry is verified');
  });

  it('refuses to start on a translation that drops a placeholder of its English, lacks a subject or names no kind', () => {
    writeFileSync(path.join(dir, 'ta', 'entry_verified.sms.txt'), 'உங்கள் பதிவு சரிபார்க்கப்பட்டது.');
    writeFileSync(path.join(dir, 'ta', 'entry_rejected.email.txt'), 'நிராகரிக்கப்பட்டது {{reason}} {{entryUrl}}');
    writeFileSync(path.join(dir, 'ta', 'entry_recieved.site.txt'), 'x');
    expect(() => loadTemplates(dir)).toThrow('ta/entry_verified.sms.txt: must use the placeholders of its English');
    expect(() => loadTemplates(dir)).toThrow('ta/entry_rejected.email.txt: must start with "Subject: …"');
    expect(() => loadTemplates(dir)).toThrow('ta/entry_recieved.site.txt: names no message kind and channel');
  });
});
